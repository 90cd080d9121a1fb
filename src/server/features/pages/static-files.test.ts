import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { chooseEncoding, loadStaticFiles } from "./static-files.js";

test("uses the build's compressed copies, compresses filled-in HTML itself, and never lists .br/.gz", () => {
  const dir = mkdtempSync(join(tmpdir(), "static-"));
  mkdirSync(join(dir, "assets"));
  const js = "console.log('hello');".repeat(100);
  writeFileSync(join(dir, "assets", "app.js"), js);
  writeFileSync(join(dir, "assets", "app.js.br"), "prebuilt-br");
  writeFileSync(join(dir, "assets", "app.js.gz"), "prebuilt-gz");
  writeFileSync(join(dir, "page.html"), `<p>__SUPPORT_EMAIL__</p>${" ".repeat(600)}`);

  const files = loadStaticFiles(dir, (html) =>
    html.replace("__SUPPORT_EMAIL__", "help@example.in"),
  );
  expect([...files.keys()].sort()).toEqual(["/assets/app.js", "/page.html"]);
  expect(files.get("/assets/app.js")?.brotli?.toString()).toBe("prebuilt-br");
  expect(files.get("/assets/app.js")?.gzip?.toString()).toBe("prebuilt-gz");

  const page = files.get("/page.html")!;
  expect(brotliDecompressSync(page.brotli!).toString()).toContain("help@example.in");
  expect(gunzipSync(page.gzip!).toString()).toContain("help@example.in");
  expect(chooseEncoding(page, "gzip, deflate, br").encoding).toBe("br");
  expect(chooseEncoding(page, "gzip").encoding).toBe("gzip");
  expect(chooseEncoding(page, undefined).encoding).toBeUndefined();
});
