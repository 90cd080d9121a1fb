import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.server.listen({ port: config.port, host: config.host });
  const signIn =
    config.signIn.kind === "embedded" ? "built-in development sign-in" : config.signIn.issuer;
  const db =
    config.database.kind === "pglite"
      ? `embedded database in ${config.database.dataDir}`
      : "PostgreSQL";
  app.server.log.info(`Ready on ${config.publicUrl} (${db}, ${signIn})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.server.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
