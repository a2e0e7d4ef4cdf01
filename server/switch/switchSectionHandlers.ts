import {
  getSwitchSections,
  type SwitchSectionsAnswer,
  updateSwitchSection,
} from '../../src/contract/switch/switchSections';
import type { ServerConfig } from '../config';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { recordPlatformChange } from '../handlers/platformAudit';
import { switchEndpoints } from './freeswitchRoutes';
import { readSwitchSections, writeSwitchSection } from './switchSectionStore';

/* `<sip-acl-config>`: read the five sections with the switch's credentials; save one whole. */

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
  const { section, value } = context.input;
  await writeSwitchSection(context.db, section, value, context.now);
  await recordPlatformChange(context, 'sipacl:update', section, JSON.stringify(value).slice(0, 2000));
  return answer(context, context.config);
});

export const SWITCH_SECTION_HANDLERS: readonly EndpointHandler[] = [getHandler, updateHandler];
