import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';

// Listens only; buildApp() composes everything else.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await buildApp({ config });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `OJT Portal listening on http://${config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT} (public URL ${config.publicUrl})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
