import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnterpriseFunction } from '../../../../src/contract/accounts/enterpriseFunctions';
import { CALL_TYPES, cdrResource, MEDIA_TYPES, mediaRecordResource } from '../../../../src/contract/calldata';
import { PermitTreeInput } from '../../../../src/elements/enterprise-admin-list/PermitTreeInput';
import { KeyPermitPicker } from '../../../../src/elements/enterprise-oem-settings/KeyPermitPicker';
import { RecordFilterBar } from '../../../../src/elements/kit/record/RecordFilterBar';
import { enumFilter } from '../../../../src/elements/kit/record/recordFilters';
import { userInfo } from '../../session/fakes';
import { createKitHarness, withCore } from '../elementTestHarness';

/*
 * The console offers no choice a switched-off function would refuse: the call type "video" and a clip's
 * video or sound type follow the video and recording functions, and the sub-user grant tree leaves out the
 * screens of switched-off functions. A platform account (no functions to obey) sees every choice.
 */

/** A kit core signed in as an enterprise account with `functions`, or as the platform administrator. */
function coreWith(functions: EnterpriseFunction[] | undefined) {
  const harness = createKitHarness();
  harness.root.user.setToken('token');
  harness.root.user.setUserInfo(
    functions ? userInfo('ENTERPRISE', { enterpriseId: 'e1', functions }) : userInfo('ADMIN'),
  );
  return harness.core;
}

/** The values a record filter bar offers in its select for `name` (the empty "all" left out). */
function offered(functions: EnterpriseFunction[] | undefined, name: string): string[] {
  const fields = [
    enumFilter(cdrResource, 'callType', CALL_TYPES),
    enumFilter(mediaRecordResource, 'mediaType', MEDIA_TYPES),
  ];
  const { container } = render(
    withCore(
      coreWith(functions),
      <RecordFilterBar timeParam="startTime" fields={fields} onSubmit={() => {}} />,
    ),
  );
  const select = container.querySelector<HTMLSelectElement>(`#dc-record-${name}`);
  if (!select) throw new Error(`no select for ${name}`);
  return [...select.options].map((option) => option.value).filter(Boolean);
}

describe('record filters follow the enterprise functions', () => {
  afterEach(cleanup);

  it('the call type offers video only with the video function, or to the platform', () => {
    expect(offered(['sos', 'recording'], 'callType')).toEqual(['audio', 'ptt', 'broadcast']);
    cleanup();
    expect(offered(['video'], 'callType')).toEqual(['audio', 'video', 'ptt', 'broadcast']);
    cleanup();
    expect(offered(undefined, 'callType')).toEqual(['audio', 'video', 'ptt', 'broadcast']);
  });

  it("a clip's type offers video with the video function and sound with the recording function", () => {
    expect(offered(['recording'], 'mediaType')).toEqual(['audio']);
    cleanup();
    expect(offered(['video'], 'mediaType')).toEqual(['video']);
    cleanup();
    expect(offered(['video', 'recording'], 'mediaType')).toEqual(['video', 'audio']);
  });
});

describe('the sub-user grant tree follows the enterprise functions', () => {
  afterEach(cleanup);

  function screens(functions: EnterpriseFunction[] | undefined): string[] {
    const { container } = render(
      withCore(coreWith(functions), <PermitTreeInput id="grants" value={[]} onChange={() => {}} />),
    );
    return [...container.querySelectorAll('[data-screen]')].map(
      (node) => node.getAttribute('data-screen') ?? '',
    );
  }

  it('leaves out the screens of switched-off functions and keeps the others', () => {
    const without = screens(['sos']);
    expect(without).toEqual(expect.arrayContaining(['sos', 'cdr', 'localuser']));
    for (const off of ['attendance', 'task', 'pttrecord', 'broadcast-file'])
      expect(without).not.toContain(off);
    cleanup();
    expect(screens(['sos', 'ptt', 'attendance', 'dispatch', 'broadcast'])).toEqual(
      expect.arrayContaining(['attendance', 'task', 'pttrecord', 'broadcast-file', 'sos']),
    );
  });
});

describe("a partner key's own grants follow the enterprise functions", () => {
  afterEach(cleanup);

  /** The maker holds every view: what the picker offers is decided by the functions alone. */
  function screens(functions: EnterpriseFunction[]): string[] {
    const held = ['sos:search', 'pttrecord:search', 'attendance:search', 'cdr:search', 'localuser:search'];
    const { container } = render(
      withCore(coreWith(functions), <KeyPermitPicker held={held} value={[]} onChange={() => {}} />),
    );
    return [...container.querySelectorAll('[data-screen]')].map(
      (node) => node.getAttribute('data-screen') ?? '',
    );
  }

  it('offers no screen of a switched-off function, even one its maker holds', () => {
    expect(screens(['sos'])).toEqual(expect.arrayContaining(['sos', 'cdr', 'localuser']));
    cleanup();
    const without = screens(['sos']);
    expect(without).not.toContain('pttrecord');
    expect(without).not.toContain('attendance');
    cleanup();
    expect(screens(['sos', 'ptt', 'attendance'])).toEqual(
      expect.arrayContaining(['pttrecord', 'attendance']),
    );
  });
});
