import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so its decorators and hooks reach the parent instance, like `fastify-plugin`
 * does (same well-known symbols) without depending on a package that is only transitive here.
 */
export function globalPlugin<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
  name: string,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
    [Symbol.for('plugin-meta')]: { name },
  });
  return plugin;
}
