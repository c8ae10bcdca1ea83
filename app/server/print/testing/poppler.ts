import { execFileSync } from "node:child_process";

/** Whether poppler's pdftotext/pdftoppm are installed: the tests that read PDFs back need them (.ci/run installs them). */
export const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
