/**
 * The channel the triggers of migration 0012 notify, with a user's id as the payload, when that user's
 * row, one of its sessions or its usage changes (on commit; whoever writes: any instance, a script).
 */
export const USER_CHANGES_CHANNEL = 'policylens_user_changes';

export type UserChangeWatcher = {
  /** Something about this user changed and was committed: drop what is kept about them. */
  onChange: (userId: string) => void;
  /**
   * Whether changes are being heard. False until listening has started and while the listening
   * connection is down: changes made meanwhile are never announced, so nothing kept may be trusted.
   */
  onWatching: (isWatching: boolean) => void;
};

/** The watchers of one database handle, and whether they currently hear every change. */
export function createUserChangeFanOut() {
  const watchers = new Set<UserChangeWatcher>();
  let isWatching = false;
  return {
    watchers,
    announce(userId: string) {
      for (const watcher of watchers) watcher.onChange(userId);
    },
    setWatching(watching: boolean) {
      if (watching === isWatching) return;
      isWatching = watching;
      for (const watcher of watchers) watcher.onWatching(watching);
    },
    add(watcher: UserChangeWatcher): () => void {
      watchers.add(watcher);
      watcher.onWatching(isWatching);
      return () => {
        watchers.delete(watcher);
      };
    },
  };
}
