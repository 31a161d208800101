type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Successful mutations, announced so that figures derived from many records (the pending counts) refresh after
 * saves, archives and uploads (core §4) without each mutation knowing them.
 */
export const mutationEvents = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
  committed(): void {
    for (const listener of listeners) listener();
  },
};
