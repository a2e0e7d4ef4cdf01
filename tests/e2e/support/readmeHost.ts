import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The README's embedding example, as a partner copies it: its policy, its page and its module. */
export interface ReadmeExample {
  policy: string;
  files: Record<string, { type: string; body: string }>;
  pageName: string;
}

const CONSOLE = 'https://console.example.com';
const CONSOLE_SOCKET = 'wss://console.example.com:8012';

/**
 * Reads the example between `<!-- embed-example:start -->` and `<!-- embed-example:end -->` in README.md:
 * an `http` block with the Content-Security-Policy header, an `html` block and a `js` block, each file named
 * by its first line (`<!-- calls.html -->`, `// calls.js`). The console's address and socket are replaced
 * by the test server's, as the README tells a partner to.
 */
export function readReadmeExample(consoleUrl: string, wsPort: number): ReadmeExample {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('<!-- embed-example:start -->');
  const end = readme.indexOf('<!-- embed-example:end -->');
  if (start < 0 || end < start) throw new Error('README.md has no embed-example markers');
  const section = readme.slice(start, end);
  const console = new URL(consoleUrl);
  const localise = (text: string) =>
    text.replaceAll(CONSOLE_SOCKET, `ws://${console.hostname}:${wsPort}`).replaceAll(CONSOLE, console.origin);
  let policy = '';
  let pageName = '';
  const files: ReadmeExample['files'] = {};
  for (const [, language, body] of section.matchAll(/```(\w+)\n([\s\S]*?)```/g)) {
    const text = localise(body!);
    if (language === 'http') {
      policy = /^Content-Security-Policy:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
      continue;
    }
    const name =
      language === 'html' ? /^<!--\s*([\w.-]+)\s*-->/.exec(text)?.[1] : /^\/\/\s*([\w.-]+)/.exec(text)?.[1];
    if (!name) throw new Error(`README example: a ${language} block without its file name on the first line`);
    if (language === 'html') pageName = name;
    files[name] = {
      type: language === 'html' ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
      body: text,
    };
  }
  if (!policy || !pageName) throw new Error('README example: no policy or no page');
  return { policy, files, pageName };
}

/**
 * Serves the example (and the test's own extra files) on a port the system hands out, every answer under
 * the README's policy. `?hostile` adds the test's hostile stylesheet to the page.
 */
export async function startReadmeHost(
  example: ReadmeExample,
  extra: ReadmeExample['files'] = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const files = { ...example.files, ...extra };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    const file = files[url.pathname.replace(/^\/+/, '')];
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    let body = file.body;
    if (url.searchParams.has('hostile') && file.type.startsWith('text/html'))
      body = body.replace('</head>', '  <link rel="stylesheet" href="./hostile.css" />\n  </head>');
    response.writeHead(200, {
      'content-type': file.type,
      'content-security-policy': example.policy,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
