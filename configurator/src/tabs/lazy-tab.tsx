import { useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { Alert, Button, Center, Loader, Stack, VisuallyHidden } from '@mantine/core';

/**
 * A settings tab (or another part only some owners need, named by `name`) that loads on demand: render it like the
 * tab itself; `preload()` starts its load early.
 */
export type LazyTab<P> = ComponentType<P> & { preload(): void };

/**
 * The Theme and Config tabs, with @mantine/dates, @mantine/form and dayjs under them, are more than a tenth
 * of the configurator's first JS, and the first screen is the API tab. Where the host build splits chunks
 * (the web app), each is a chunk of its own that `preload` fetches right after the first paint, so an owner's
 * first click finds it there; where it does not, the import resolves at once from the same bundle.
 *
 * What moves is our code and the packages only the tabs import. The Mantine components only they use (number,
 * angle, accordion) stay in the first screen: @mantine/core is one barrel module, and esbuild places what a
 * module imports by where it can be reached from, not by where it is used.
 *
 * Not React.lazy: a failed chunk (a dropped connection) must not throw into the whole configurator, and must
 * be asked for again on the next try, not remembered as failed.
 */
export function lazyTab<P extends object>(what: string, load: () => Promise<ComponentType<P>>, name = `${what} settings`): LazyTab<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetch = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error) => {
        loading = undefined;
        throw error;
      },
    ));

  function Tab(props: P) {
    const [, loadedNow] = useReducer((n: number) => n + 1, 0);
    const [failed, setFailed] = useState(false);
    // Try again goes away with the failure: focus waits here, at the top of the tab, instead of on the page body.
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (loaded || failed) return;
      fetch().then(loadedNow, (error) => {
        console.error(`Bookla: the ${name} failed to load`, error);
        setFailed(true);
      });
    }, [failed]);
    const Loaded = loaded;
    return (
      <div ref={box} tabIndex={-1} style={{ outline: 'none' }}>
        {Loaded ? (
          <Loaded {...props} />
        ) : failed ? (
          <Stack gap="sm" p="xs">
            <Alert color="red" title={`Could not load the ${name}`}>
              Check your connection and try again. Your settings are kept.
            </Alert>
            <Button
              variant="default"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => {
                box.current?.focus();
                setFailed(false);
              }}
            >
              Try again
            </Button>
          </Stack>
        ) : (
          <Center py="xl" role="status">
            <Loader size="sm" />
            <VisuallyHidden>Loading the {name}…</VisuallyHidden>
          </Center>
        )}
      </div>
    );
  }
  return Object.assign(Tab, { preload: () => void fetch().catch(() => {}) });
}
