// Serves dist/ plus every function under functions/ through Netlify's own local emulation,
// bound to loopback only. Used by `npm start` and by the tests.
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { NetlifyDev } from "@netlify/dev";

export interface RunningSite {
  url: string;
  close: () => Promise<void>;
}

export async function serveSite(options: { projectRoot: string; port: number; host?: string }): Promise<RunningSite> {
  const host = options.host ?? "127.0.0.1";
  const netlify = new NetlifyDev({
    projectRoot: options.projectRoot,
    // These would reach the network (geolocation lookups, edge runtime download) or are unused.
    geolocation: { enabled: false },
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    aiGateway: { enabled: false },
    database: { enabled: false },
    blobs: { enabled: false },
    environmentVariables: { enabled: false },
  });
  await netlify.start();

  const server = createServer(async (request, response) => {
    try {
      const match = await netlify.handleAndIntrospectNodeRequest(request);
      const result = match?.response ?? (await notFoundPage(options.projectRoot));
      response.statusCode = result.status;
      result.headers.forEach((value, key) => {
        if (key !== "set-cookie") response.setHeader(key, value);
      });
      const cookies = result.headers.getSetCookie();
      if (cookies.length) response.setHeader("set-cookie", cookies);
      if (result.body) Readable.fromWeb(result.body as never).pipe(response);
      else response.end();
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    }
  });
  await listen(server, options.port, host);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await netlify.stop();
    },
  };
}

/** Netlify answers unmatched paths with the site's 404.html; the emulation leaves that to us. */
async function notFoundPage(projectRoot: string): Promise<Response> {
  try {
    const html = await readFile(join(projectRoot, "dist", "404.html"));
    return new Response(html, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
  } catch {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  }
}

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}
