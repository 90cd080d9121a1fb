// The baseline for HTTP benchmarks: a bare node:http server answering every request with the
// same bytes the app sent (BENCH_BODY_B64) and the same content-type (BENCH_CONTENT_TYPE).
import http from "node:http";

const body = Buffer.from(process.env.BENCH_BODY_B64 ?? "", "base64");
const contentType = process.env.BENCH_CONTENT_TYPE || "application/json";
const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? "127.0.0.1";

const server = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": contentType, "content-length": body.length });
  res.end(body);
});
server.listen(port, host, () => {
  const address = server.address();
  console.log(
    `baseline listening on ${host}:${typeof address === "object" && address ? address.port : port}`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
