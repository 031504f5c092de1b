import { useEffect, useState } from 'react';
import { Alert, Anchor, Select, Stack, Text, TextInput } from '@mantine/core';
import { useConfigurator } from '../../state/use-configurator';
import type { HostAdapter } from '../../host-adapter';
import { Row } from '../../controls/row';
import { ruleAt } from '../../controls/rules';

type Credential = 'apiKey' | 'companyId' | 'serviceId';
const NAMES: Record<Credential, [label: string, demo: string, own: string]> = {
  apiKey: ['API key', 'Demo API key', 'Enter API key'],
  companyId: ['Company ID', 'Demo Company ID', 'Enter Company ID'],
  serviceId: ['Service ID', 'Demo Service ID', 'Enter Service ID'],
};

/**
 * A credential field. While the value is the demo default the field is empty and shows 'Demo …' as its
 * placeholder; it applies on blur, and an emptied field goes back to the demo value.
 */
function CredentialField({ name, value, demo, onChange }: { name: Credential; value: string; demo: string; onChange(v: string): void }) {
  const isDemo = value === demo;
  const [text, setText] = useState(isDemo ? '' : value);
  useEffect(() => setText(value === demo ? '' : value), [value, demo]);
  const [label, demoText, ownText] = NAMES[name];
  return (
    <Row label={label} htmlFor={`bk-${name}`}>
      <TextInput
        id={`bk-${name}`}
        size="xs"
        value={text}
        placeholder={isDemo ? demoText : ownText}
        autoComplete="off"
        spellCheck={false}
        // The length the widgets keep of an id or key.
        maxLength={ruleAt([name], 'text').maxLength}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => onChange(text.trim())}
      />
    </Row>
  );
}

export function ApiTab({ host }: { host: HostAdapter }) {
  const [state, store] = useConfigurator();
  const config = state.configs[state.type] as { apiKey: string; companyId: string; region: 'us' | 'eu'; serviceId?: string; showServiceSelector?: boolean };
  const [banner, setBanner] = useState(true);
  const demo = host.api.demo;
  return (
    <Stack gap="sm">
      {banner && (
        // A note, not Mantine's default alert: screen readers interrupt for an alert, and this tip was read out
        // each time the tab opened.
        <Alert role="note" color="blue" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setBanner(false)} title="Where to find these">
          Your API key, company ID and service IDs are in your Bookla dashboard.{' '}
          <Anchor href={host.links.docs} target="_blank" rel="noopener noreferrer" size="sm" c="var(--bookla-color-link)" underline="always">
            Read the docs
          </Anchor>
        </Alert>
      )}
      <Row label="Region" htmlFor="bk-region">
        <Select
          id="bk-region"
          size="xs"
          allowDeselect={false}
          value={config.region}
          data={[
            { value: 'us', label: 'US' },
            { value: 'eu', label: 'EU' },
          ]}
          onChange={(v) => v && store.set(['region'], v)}
        />
      </Row>
      <CredentialField name="apiKey" value={config.apiKey} demo={demo.apiKey} onChange={(v) => store.set(['apiKey'], v)} />
      <CredentialField name="companyId" value={config.companyId} demo={demo.companyId} onChange={(v) => store.set(['companyId'], v)} />
      {state.type === 'booking' && !config.showServiceSelector && (
        <CredentialField name="serviceId" value={config.serviceId ?? ''} demo={demo.serviceId} onChange={(v) => store.set(['serviceId'], v)} />
      )}
      <Text size="xs" c="var(--bookla-color-muted)">
        No account yet?{' '}
        <Anchor href={host.links.platform} target="_blank" rel="noopener noreferrer" size="xs" c="var(--bookla-color-link)" underline="always">
          Create one on the Bookla platform
        </Anchor>{' '}
        or{' '}
        <Anchor href={host.links.docs} target="_blank" rel="noopener noreferrer" size="xs" c="var(--bookla-color-link)" underline="always">
          read the docs
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
