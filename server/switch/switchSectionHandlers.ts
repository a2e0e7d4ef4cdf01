import {
  getSwitchSections,
  type SwitchSectionsAnswer,
  updateSwitchSection,
} from '../../src/contract/switch/switchSections';
import type { ServerConfig } from '../config';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { switchEndpoints } from './freeswitchRoutes';
import { readSwitchSections, writeSwitchSection } from './switchSectionStore';

/* Issue 12 `<sip-acl-config>`: read the five sections with the switch's credentials; save one whole. */

async function answer(context: HandlerContext<unknown>, config: ServerConfig): Promise<SwitchSectionsAnswer> {
  const { sections, updatedAt } = await readSwitchSections(context.db);
  const endpoints = switchEndpoints(config);
  return {
    sections,
    credentials: { user: endpoints.user, password: endpoints.password },
    effective: {
      cdrUrl: sections.xmlCdr.url || `${endpoints.baseUrl}/freeswitch/cdr`,
      curlUrl: sections.xmlCurl.url || `${endpoints.baseUrl}/freeswitch/xml`,
    },
    updatedAt,
  };
}

const getHandler = handle(getSwitchSections, async (context) => answer(context, context.config));

const updateHandler = handle(updateSwitchSection, async (context) => {
  const session = sessionOf(context);
  const { section, value } = context.input;
  await writeSwitchSection(context.db, section, value, context.now);
  await recordOperation(
    context.db,
    {
      account: session.username,
      role: session.role,
      enterpriseId: null,
      action: 'sipacl:update',
      target: section,
      detail: JSON.stringify(value).slice(0, 2000),
      ip: context.client.ip,
      result: 'success',
    },
    context.now,
  );
  return answer(context, context.config);
});

export const SWITCH_SECTION_HANDLERS: readonly EndpointHandler[] = [getHandler, updateHandler];
