import type { Dept, Member } from '../../../src/contract/resources';
import { message } from '../support/messages';
import type { Page, ResourceSession } from './resourceClient';

/* What the member tests share: field labels, a department's id by name, and how many members there are. */

export const memberLabel = (field: string, locale: 'en' | 'zh_CN' = 'en') =>
  message(locale, `resources.member.fields.${field}`);

export function memberHelpers(session: () => ResourceSession) {
  async function deptId(name: string): Promise<string> {
    const page = await session().ok<Page<Dept>>('/dept/page', { pageNum: 1, pageSize: 50, keyword: name });
    return page.records.find((dept) => dept.name === name)!.id;
  }

  async function memberCount(): Promise<number> {
    return (await session().ok<Page<Member>>('/localuser/page', { pageNum: 1, pageSize: 10 })).total;
  }

  return { deptId, memberCount };
}
