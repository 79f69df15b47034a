import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isErrorCode, statusOf, type ErrorCode } from '@shared/errors';
import type { Envelope } from '@shared/envelope';
import { isAppError } from '../lib/app-error';
import { globalPlugin } from '../lib/global-plugin';
import { fieldErrorsFromIssues, type IssueLike } from '../lib/field-errors';

/** Paths whose every answer, errors included, is the JSON envelope. */
export function isApiPath(url: string): boolean {
  return /^\/(wps|lgw)(\/|\?|$)/.test(url);
}

export function errorEnvelope(code: ErrorCode, message?: string, errors?: Record<string, string>): Envelope<never> {
  const body: Envelope<never> = { success: false, code, message: message ?? code };
  if (errors && Object.keys(errors).length > 0) body.errors = errors;
  return body;
}

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, errors?: Record<string, string>) {
  return reply.code(statusOf(code)).type('application/json; charset=utf-8').send(errorEnvelope(code, message, errors));
}

/** Fastify's own error codes that are the client's fault, mapped to our catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_TYPE: 'bad_request',
  FST_ERR_ROUTE_METHOD_NOT_SUPPORTED: 'method_not_allowed',
  // The router's refusal of a path that is not UTF-8 once decoded (see frameworkError).
  FST_ERR_BAD_URL: 'bad_request',
};

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  payload_too_large: 'Request body is too large',
  malformed_json: 'Request body is not valid JSON',
  unsupported_media_type: 'Unsupported content type',
};

/** Other client errors (from plugins such as static files) by HTTP status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Request path is not valid UTF-8',
};

function classify(error: FastifyError): { code: ErrorCode; message?: string; fields?: Record<string, string> } {
  if (isAppError(error)) return { code: error.code, message: error.message, fields: error.fields };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: IssueLike[] = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'invalid',
      keys: Array.isArray(v.params.keys) ? v.params.keys.map(String) : undefined,
    }));
    return { code: 'validation_failed', message: 'Invalid input', fields: fieldErrorsFromIssues(issues) };
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return { code: mapped, message: (error.code && FASTIFY_MESSAGES[error.code]) ?? MESSAGES[mapped] };
  // JSON.parse failures surface as a SyntaxError with status 400 and no Fastify code.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return { code: 'malformed_json', message: 'Request body is not valid JSON' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { code: isErrorCode(error.code) ? error.code : (STATUS_CODES[status] ?? 'bad_request') };
  }
  return { code: 'internal_error', message: 'Internal server error' };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { code, message, fields } = classify(error);
  const status = statusOf(code);
  if (status >= 500 || isResponseSerializationError(error)) {
    // The details stay in the log; the client only learns that it was our fault.
    request.log.error({ err: error }, 'request failed');
  }
  const safeMessage = status >= 500 && !isAppError(error) ? 'Internal server error' : message;
  return sendError(reply, code, safeMessage, fields);
}

/**
 * Fastify's `frameworkErrors` option: failures of the router itself, before any route or error
 * handler is chosen (GET /wps/%FF), answered in the same envelope instead of Fastify's own body.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void handleError(error, request, reply);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default globalPlugin(errorsPlugin, 'errors');
