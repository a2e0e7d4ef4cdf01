import { useEffect, useState } from 'react';
import { type Member, memberResource } from '../../../contract/resources/member';
import { accountCache } from '../../../core/session/accountCache';
import { useKitCore } from '../element/kitCore';
import { watched } from '../resource/resourceClient';

/** What a member is called for people: "Name (account)". */
export function memberLabel(member: Pick<Member, 'name' | 'account'>): string {
  return member.name ? `${member.name} (${member.account})` : member.account;
}

/** The `ids` filter takes at most this many ids per call. */
const IDS_PER_CALL = 500;

/**
 * The members behind a list of ids (a grid page's extensions, a call group's members), fetched with
 * the member resource's `ids` filter; answers what is known so far. Members already fetched on the page
 * for the same account come from its account cache, never from another account's.
 */
export function useMembersById(ids: readonly string[]): ReadonlyMap<string, Member> {
  const { http, store } = useKitCore();
  const cache = accountCache<Member>(store, 'members');
  const [known, setKnown] = useState<ReadonlyMap<string, Member>>(new Map());
  const key = [...new Set(ids)].sort().join(',');

  // `known` is read, not followed: a new answer must not ask again for what it just brought.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const wanted = key ? key.split(',') : [];
    const unknown = wanted.filter((id) => !known.has(id));
    const cached = unknown.flatMap((id) => cache.get(id) ?? []);
    if (cached.length > 0)
      setKnown((current) => new Map([...current, ...cached.map((member) => [member.id, member] as const)]));
    const missing = unknown.filter((id) => !cache.get(id));
    if (missing.length === 0) return;
    let live = true;
    const calls = [];
    for (let start = 0; start < missing.length; start += IDS_PER_CALL) {
      const batch = missing.slice(start, start + IDS_PER_CALL);
      calls.push(
        watched(
          http.call(memberResource.endpoints.page!, {
            pageNum: 1,
            pageSize: 500,
            ids: batch,
          }) as Promise<{ records: Member[] }>,
        ),
      );
    }
    Promise.all(calls).then(
      (answers) => {
        if (!live) return;
        setKnown((current) => {
          const next = new Map(current);
          for (const answer of answers)
            for (const member of answer.records) {
              next.set(member.id, member);
              cache.set(member.id, member);
            }
          return next;
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, cache, key]);

  return known;
}
