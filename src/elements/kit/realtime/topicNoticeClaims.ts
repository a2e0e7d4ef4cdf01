/**
 * Which real-time topics a page-wide notifier already announces (a new SOS alarm shows in any open
 * screen). While a notifier holds a topic, screens that would announce it themselves stay quiet, so one alarm
 * gives one notice whether the page has one screen, five, or none at all.
 */
const holders = new Map<string, number>();

/** Marks `topic` as announced page-wide until the returned release is called. */
export function claimTopicNotices(topic: string): () => void {
  holders.set(topic, (holders.get(topic) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(topic) ?? 1) - 1;
    if (left > 0) holders.set(topic, left);
    else holders.delete(topic);
  };
}

export function topicNoticesClaimed(topic: string): boolean {
  return holders.has(topic);
}
