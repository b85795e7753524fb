// npm start serves the site, the API and the embedded database from one process: an error thrown
// where no request catches it (a library's event handler, a stray timer) must not take all three
// down. It is logged, and the server keeps answering; every request has its own try/catch already.
export function keepServingOnUncaughtErrors(log: (message: string, error: unknown) => void = console.error): void {
  process.on("uncaughtException", (error) => log("Uncaught error (the server keeps serving):", error));
  process.on("unhandledRejection", (reason) => log("Unhandled rejection (the server keeps serving):", reason));
}
