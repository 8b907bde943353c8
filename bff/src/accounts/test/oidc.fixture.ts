import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export const OIDC_CLIENT_ID = 'flow-test';
export const OIDC_CLIENT_SECRET = 'flow-test-secret';

/** A free loopback port, so the BFF can be configured with the issuer before it exists. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts oidc-provider in a child process (the library is ESM-only) on `port`. */
export async function startProvider(port: number, redirectUri: string): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.mjs')], {
    env: { ...process.env, PORT: String(port), REDIRECT_URIS: redirectUri, CLIENT_ID: OIDC_CLIENT_ID, CLIENT_SECRET: OIDC_CLIENT_SECRET },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`oidc-provider exited (${code}): ${stderr}`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
