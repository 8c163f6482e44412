/**
 * Serves a built site for the bench the way `npm start` does (same static host, same vercel.json rules,
 * compression, 404.html with status 404) with the local API in memory, so that pages which call it on load
 * get the same answers they get in production. `tree` is a built checkout (dist/ and dist-server/vercel.json):
 * the repository, or another tree such as the enlarged copy of bench:scale.
 */
import { join, resolve } from 'node:path';
import { BUILT_VERCEL_CONFIG, startStaticHost } from '../../local/site/static-host';
import { startLocalApi } from '../../local/api/index';

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

export async function serveBuild(options: { tree: string; port: number }): Promise<BenchServer> {
  const api = await startLocalApi({ dataDir: null, quiet: true });
  try {
    const site = await startStaticHost({
      root: resolve(options.tree, 'dist'),
      configPath: join(options.tree, BUILT_VERCEL_CONFIG),
      port: options.port,
    });
    return {
      url: site.url,
      close: async () => {
        await site.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}
