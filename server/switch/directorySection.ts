import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  type DirectoryUser,
  directoryQuery,
  enterpriseSipDomain,
  findDirectoryUser,
  secretParam,
} from './directoryLookup';
import { audioOnlyCodecsOf } from './enterpriseCodecs';
import { documentOf, type Node, notFoundDocument, param, renderXml } from './xmlDocument';

/** The `directory` section: an enterprise's users under its own SIP domain. */

const DIAL_STRING =
  '{^^:sip_invite_domain=${dialed_domain}:presence_id=${dialed_user}@${dialed_domain}}${sofia_contact(*/${dialed_user}@${dialed_domain})}';

/** Directory users of one enterprise, for the file tree. */
async function directoryUsers(db: Kysely<Database>, now: number, prefix: string): Promise<DirectoryUser[]> {
  return directoryQuery(db, now)
    .where('enterprises.prefix', '=', prefix)
    .orderBy('extensions.number')
    .execute();
}

/** A user's entry: its secret, and `user_context`/`accountcode` = its enterprise's prefix (own dialplan). */
function userNode(user: DirectoryUser, audioOnlyCodecs: string | null): Node {
  const variable = (name: string, value: unknown): Node => ({ '@_name': name, '@_value': String(value) });
  return {
    '@_id': user.number,
    params: {
      param: [
        param(secretParam(user.password).name, secretParam(user.password).value),
        param('max-registrations-per-extension', user.max_registrations),
      ],
    },
    variables: {
      variable: [
        variable('user_context', user.prefix),
        variable('accountcode', user.prefix),
        variable('effective_caller_id_name', user.caller_id_name || user.display_name || user.number),
        variable('effective_caller_id_number', user.caller_id_number || user.number),
        variable('dc_enterprise', user.enterprise_name),
        variable('dc_recording', user.recording_mode),
        ...(audioOnlyCodecs === null ? [] : [variable('absolute_codec_string', audioOnlyCodecs)]),
      ],
    },
  };
}

function domainNode(
  domain: string,
  group: string,
  users: readonly DirectoryUser[],
  audioOnlyCodecs: string | null,
): Node {
  const user = users.map((entry) => userNode(entry, audioOnlyCodecs));
  return {
    '@_name': domain,
    params: { param: [param('dial-string', DIAL_STRING)] },
    groups: { group: { '@_name': group, users: { user } } },
  };
}

/**
 * One directory user for the switch: the extension numbered `user` of the enterprise whose SIP domain is
 * `domain` (see directoryLookup.ts). Disabled extensions and enterprises, and any other domain, are not found.
 */
export async function directoryDocument(
  db: Kysely<Database>,
  user: string,
  domain: string,
  sipDomain: string,
  now: number,
): Promise<string> {
  const found = await findDirectoryUser(db, user, domain, sipDomain, now);
  if (!found) return notFoundDocument();
  const codecs = await audioOnlyCodecsOf(db, found.prefix);
  return documentOf({ '@_name': 'directory', domain: domainNode(domain, found.prefix, [found], codecs) });
}

/** An enterprise's whole directory, as the file tree shows it (directory/<prefix>.xml). */
export async function enterpriseDirectoryFile(
  db: Kysely<Database>,
  prefix: string,
  sipDomain: string,
  now: number,
): Promise<string> {
  const users = await directoryUsers(db, now, prefix);
  const codecs = await audioOnlyCodecsOf(db, prefix);
  return renderXml({
    include: { domain: domainNode(enterpriseSipDomain(prefix, sipDomain), prefix, users, codecs) },
  });
}
