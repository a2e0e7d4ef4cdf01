/*
 * CDR fixtures in the shape FreeSWITCH's mod_xml_cdr posts (its documented `<cdr>` document: channel_data,
 * variables with url-encoded values, callflow with caller_profile and times in microseconds).
 */

export interface CdrFixture {
  uuid: string;
  caller: string;
  callerName: string;
  destination: string;
  accountCode: string;
  context: string;
  startEpoch: number;
  answered: boolean;
  billsec: number;
  hangupCause: string;
}

export function xmlCdr(call: CdrFixture): string {
  const answerEpoch = call.answered ? call.startEpoch + 4 : 0;
  const endEpoch = (call.answered ? answerEpoch : call.startEpoch + 20) + call.billsec;
  const micro = (seconds: number) => String(seconds * 1_000_000);
  return `<?xml version="1.0"?>
<cdr core-uuid="6d2e1f52-3c1a-4a55-9f0e-1a2b3c4d5e6f" switchname="fs-demo">
  <channel_data>
    <state>CS_REPORTING</state>
    <direction>inbound</direction>
    <state_number>11</state_number>
    <flags>0=1;1=1;37=1;38=1;40=1;43=1;48=1;59=1;113=1;114=1;160=1</flags>
    <caps>1=1;2=1;3=1;4=1;5=1;6=1</caps>
  </channel_data>
  <variables>
    <direction>inbound</direction>
    <uuid>${call.uuid}</uuid>
    <session_id>17</session_id>
    <sip_from_user>${call.caller}</sip_from_user>
    <sip_from_host>10.0.0.5</sip_from_host>
    <sip_to_user>${call.destination}</sip_to_user>
    <caller_id_name>${encodeURIComponent(call.callerName)}</caller_id_name>
    <caller_id_number>${call.caller}</caller_id_number>
    <destination_number>${call.destination}</destination_number>
    <accountcode>${call.accountCode}</accountcode>
    <user_context>${call.context}</user_context>
    <hangup_cause>${call.hangupCause}</hangup_cause>
    <start_epoch>${call.startEpoch}</start_epoch>
    <answer_epoch>${answerEpoch}</answer_epoch>
    <end_epoch>${endEpoch}</end_epoch>
    <duration>${endEpoch - call.startEpoch}</duration>
    <billsec>${call.billsec}</billsec>
    <read_codec>OPUS</read_codec>
    <write_codec>OPUS</write_codec>
    <sip_user_agent>Dispatch%20Terminal%2F2.1</sip_user_agent>
  </variables>
  <app_log>
    <application app_name="set" app_data="hangup_after_bridge=true" app_stamp="${micro(call.startEpoch)}"></application>
    <application app_name="bridge" app_data="user/${call.destination}@10.0.0.1" app_stamp="${micro(call.startEpoch)}"></application>
  </app_log>
  <callflow dialplan="XML" unique-id="${call.uuid}" profile_index="1">
    <extension name="local-${call.context}" number="${call.destination}">
      <application app_name="bridge" app_data="user/${call.destination}@10.0.0.1"></application>
    </extension>
    <caller_profile>
      <username>${call.caller}</username>
      <dialplan>XML</dialplan>
      <caller_id_name>${encodeURIComponent(call.callerName)}</caller_id_name>
      <ani>${call.caller}</ani>
      <caller_id_number>${call.caller}</caller_id_number>
      <network_addr>10.0.0.5</network_addr>
      <destination_number>${call.destination}</destination_number>
      <uuid>${call.uuid}</uuid>
      <source>mod_sofia</source>
      <context>${call.context}</context>
      <chan_name>sofia/internal/${call.caller}@10.0.0.1</chan_name>
    </caller_profile>
    <times>
      <created_time>${micro(call.startEpoch)}</created_time>
      <profile_created_time>${micro(call.startEpoch)}</profile_created_time>
      <progress_time>0</progress_time>
      <answered_time>${call.answered ? micro(answerEpoch) : '0'}</answered_time>
      <hangup_time>${micro(endEpoch)}</hangup_time>
      <transfer_time>0</transfer_time>
    </times>
  </callflow>
</cdr>`;
}
