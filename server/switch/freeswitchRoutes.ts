import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { addressAllowed } from './allowedAddresses';
import { dialplanDocument } from './dialplanRules';
import {
  configurationDocument,
  configurationNode,
  directoryDocument,
  notFoundDocument,
  readSwitch,
  type SwitchEndpoints,
} from './freeswitchXml';
import { noteSwitchContact } from './switchContact';
import { overrideContent } from './switchFiles';
import { FailureThrottle } from './switchGuard';
import { ingestCdr } from './xmlCdr';

/*
 * The two URLs a FreeSWITCH points at this server, outside `/api` because the switch speaks its
 * own protocol, not ours: mod_xml_curl's `POST /freeswitch/xml` (form fields `section`, `tag_name`,
 * `key_name`, `key_value`, `user`, `domain`, `Caller-Context`, `Hunt-Context`, …) and mod_xml_cdr's
 * `POST /freeswitch/cdr`. Both take HTTP Basic credentials (FREESWITCH_HTTP_USER / FREESWITCH_HTTP_PASSWORD).
 */

const XML = 'text/xml; charset=utf-8';
/** CDR posts can carry a long call flow; mod_xml_cdr posts each leg once. */
const CDR_BODY_LIMIT = 2 * 1024 * 1024;

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request carries the switch's Basic credentials (compared in constant time). */
function switchAuthorised(
  header: string | undefined,
  config: Pick<ServerConfig, 'freeswitchUser' | 'freeswitchPassword'>,
): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const userOk = sameSecret(decoded.slice(0, colon), config.freeswitchUser);
  const passwordOk = sameSecret(decoded.slice(colon + 1), config.freeswitchPassword);
  return userOk && passwordOk;
}

/** Where the switch reaches this server: FREESWITCH_CALLBACK_URL, else the address it called. */
export function switchEndpoints(config: ServerConfig, request?: FastifyRequest): SwitchEndpoints {
  const baseUrl =
    config.freeswitchCallbackUrl ||
    (request ? `${request.protocol}://${request.host}` : `http://127.0.0.1:${config.port}`);
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    user: config.freeswitchUser,
    password: config.freeswitchPassword,
    sipDomain: config.sipDomain,
  };
}

/** An override (a whole `<configuration>` document) in the configuration section. */
function overrideDocument(content: string): string {
  const body = content.replace(/^\s*<\?xml[^>]*\?>\s*/, '');
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<document type="freeswitch/xml">\n<section name="configuration">\n${body}\n</section>\n</document>\n`;
}

function fields(body: unknown): Record<string, string> {
  if (typeof body !== 'string') return {};
  return Object.fromEntries(new URLSearchParams(body));
}

export function registerFreeswitchRoutes(
  app: FastifyInstance,
  services: { db: Kysely<Database>; config: ServerConfig },
) {
  const { db, config } = services;
  void app.register(async (scope) => {
    // mod_xml_curl posts a form; mod_xml_cdr a form (`cdr=`) or the XML itself.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/xml', 'application/xml', 'text/plain'],
      { parseAs: 'string', bodyLimit: CDR_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const allowed = addressAllowed(config.freeswitchAllowedAddresses);
    const throttle = new FailureThrottle();
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now();
      if (!allowed(request.ip)) {
        request.log.warn(
          { ip: request.ip, url: request.url },
          'switch URL called from an address not allowed',
        );
        return reply.code(403).type(XML).send(notFoundDocument());
      }
      if (throttle.blocked(request.ip, now))
        return reply.code(429).header('retry-after', '60').type(XML).send(notFoundDocument());
      if (switchAuthorised(request.headers.authorization, config)) {
        await noteSwitchContact(db, now);
        return;
      }
      const failures = throttle.fail(request.ip, now);
      request.log.warn(
        { ip: request.ip, url: request.url, failures },
        'switch URL called with wrong credentials',
      );
      await reply
        .code(401)
        .header('www-authenticate', 'Basic realm="freeswitch", charset="UTF-8"')
        .type(XML)
        .send(notFoundDocument());
    });

    scope.post('/freeswitch/xml', async (request, reply) => {
      const form = fields(request.body);
      const now = Date.now();
      let document: string;
      switch (form.section) {
        case 'configuration': {
          const name = form.key_value ?? '';
          // The administrator's override of this configuration wins over the generated one.
          const override = await overrideContent(db, name);
          if (override !== null) {
            document = overrideDocument(override);
            break;
          }
          const node = configurationNode(
            name,
            await readSwitch(db, config.gatewaySecretKey),
            switchEndpoints(config, request),
          );
          document = configurationDocument(node);
          break;
        }
        case 'directory':
          // Sofia's start-up lookups (`purpose=gateways|network-list`) stay with the local configuration.
          document = form.purpose
            ? notFoundDocument()
            : await directoryDocument(db, form.user ?? '', form.domain ?? '', config.sipDomain, now);
          break;
        case 'dialplan':
          document = await dialplanDocument(db, form['Hunt-Context'] || form['Caller-Context'] || 'default');
          break;
        default:
          document = notFoundDocument();
      }
      return reply.type(XML).send(document);
    });

    scope.post('/freeswitch/cdr', async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const outcome = await ingestCdr(db, body, String(request.headers['content-type'] ?? ''), Date.now());
      if (!outcome.stored)
        request.log.warn(
          { deadLetter: outcome.deadLetterId, reason: outcome.reason },
          'CDR kept as a dead letter',
        );
      // mod_xml_cdr retries on anything but 200; a dead letter is kept, so a retry would only duplicate it.
      return reply.type('text/plain; charset=utf-8').send(outcome.stored ? 'stored' : 'kept');
    });
  });
}
