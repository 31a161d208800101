import { useEffect, useRef } from 'react';
import { requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable, GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';
import { backoffMs } from './createSubscribeFn.ts';

/**
 * A subscription held while the component is mounted (or until `enabled` turns false), started again with backoff
 * when the server ends the stream or refuses it: live screens (the wall-board, the bell, the header badges) stay
 * live across gateway restarts. The config is read when an event arrives, so its callbacks may change freely;
 * new variables start a new subscription.
 */
export function useLiveSubscription<T extends OperationType>(config: GraphQLSubscriptionConfig<T>, enabled = true): void {
  const environment = useRelayEnvironment();
  const latest = useRef(config);
  latest.current = config;
  const variablesKey = JSON.stringify(config.variables);
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let attempts = 0;
    let current: Disposable | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      if (stopped) return;
      current = null;
      timer = setTimeout(start, backoffMs(attempts++));
    };
    function start() {
      if (stopped) return;
      const { subscription, variables } = latest.current;
      current = requestSubscription<T>(environment, {
        subscription, variables,
        updater: (store, data) => latest.current.updater?.(store, data),
        onNext: (response) => { attempts = 0; latest.current.onNext?.(response); },
        onError: restart,
        onCompleted: restart,
      });
    }
    start();
    return () => { stopped = true; clearTimeout(timer); current?.dispose(); };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- variablesKey stands for the variables
  }, [environment, variablesKey, enabled]);
}
