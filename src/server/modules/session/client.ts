import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './context';

export function clientOf(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.clientIp, userAgent: typeof ua === 'string' ? ua : '' };
}
