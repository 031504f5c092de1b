import { useSyncExternalStore, type ReactElement } from 'react';
import { Alert, Box, Group, SegmentedControl, Title } from '@mantine/core';
import { BookingWidget } from '@bookla/widgets/booking';
import { SubscriptionWidget } from '@bookla/widgets/subscription';
import { GiftCardWidget } from '@bookla/widgets/gift-card';
import type { WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { HostAdapter } from '@bookla/configurator';
import type { StandaloneStore } from './standalone-state';

const TYPES: { value: WidgetType; label: string }[] = [
  { value: 'booking', label: 'Booking' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'giftcard', label: 'Gift Card' },
];

/** Settings whose change needs a new widget rather than a re-render (a new client, a new first step). */
const remountKey = (c: Partial<WidgetConfigByType['booking']>) =>
  JSON.stringify([c.serviceId, c.companyId, c.apiKey, c.region, c.guestEnabled, c.codeEnabled, c.preselectedDate, c.showServiceSelector]);

function Preview({ type, config, host }: { type: WidgetType; config: WidgetConfigByType[WidgetType]; host: HostAdapter }): ReactElement {
  const demo = config.apiKey === host.api.demo.apiKey && config.companyId === host.api.demo.companyId;
  const apiUrl = config.apiUrl || (demo ? host.api.demoApiUrl : host.api.liveApiUrl);
  const props = { key: `${type}:${remountKey(config)}`, config: { ...config, ...(apiUrl ? { apiUrl } : {}) } as never };
  return type === 'booking' ? <BookingWidget {...props} /> : type === 'subscription' ? <SubscriptionWidget {...props} /> : <GiftCardWidget {...props} />;
}

/**
 * The standalone app's frame: the component selector and the host's top-bar actions above a live preview.
 * It holds no settings controls; configurations come in through Import and drafts.
 */
export function Shell({ host, store }: { host: HostAdapter; store: StandaloneStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const api = store.api();
  const Actions = host.TopBarActions;
  const demo = api.config.apiKey === host.api.demo.apiKey && api.config.companyId === host.api.demo.companyId;
  return (
    <Box mih="100vh" bg="gray.1">
      <Group justify="space-between" p="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} wrap="wrap">
        <Group gap="md">
          <Title order={1} size="h4">
            Bookla Configurator
          </Title>
          <SegmentedControl aria-label="Widget type" data={TYPES} value={state.type} onChange={(v) => store.setType(v as WidgetType)} />
        </Group>
        <Actions api={api} />
      </Group>
      <Box component="main" p="md" maw={1320} mx="auto">
        {demo && (
          <Alert color="blue" variant="light" mb="md">
            Demo Mode. Connect the Bookla API to view live data
          </Alert>
        )}
        <Box bg="dark.6" p="lg" style={{ borderRadius: 8, minWidth: 420 }} data-testid="preview">
          <Box bg="white" p="md" style={{ borderRadius: 8, maxWidth: 640, margin: '0 auto' }}>
            <Preview type={state.type} config={api.config} host={host} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
