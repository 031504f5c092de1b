import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_LOCALIZATION, MAX_TERMS_LINKS, type TermsLink, type TextRule, type UrlRule } from '@bookla/runtime/config';
import { controlValue, ruleAt } from '../../../controls/rules';

/** What a new link starts as: the default terms link. */
const NEW_LINK = DEFAULT_LOCALIZATION.terms.urls[0]!;

/** The rules of a link's text and address (every link has the same). */
const TEXT = ruleAt(['localization', 'terms', 'urls', '*', 'text'], 'text');
const LINK_URL = ruleAt(['localization', 'terms', 'urls', '*', 'url'], 'url');

/**
 * A text the link needs: applied on blur when its rule keeps it; otherwise the rule's message shows while typing
 * and the field goes back to the last applied value on blur (as the colour fields do).
 */
function CheckedInput(props: { label: string; value: string; rule: TextRule | UrlRule; onChange(v: string): void }) {
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const value = controlValue(props.rule, text) as string | undefined;
  return (
    <TextInput
      size="xs"
      label={props.label}
      value={text}
      maxLength={props.rule.maxLength}
      error={value === undefined ? props.rule.message : undefined}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={() => (value !== undefined ? value !== props.value && props.onChange(value) : setText(props.value))}
      onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
    />
  );
}

/**
 * The links after the terms text ('I agree to the [terms and conditions]'): each with its text and an http(s)
 * or relative URL, added, edited and removed here. A link is never applied half-valid.
 */
export function TermsLinks({ links, onChange }: { links: readonly TermsLink[]; onChange(links: TermsLink[]): void }) {
  const set = (i: number, patch: Partial<TermsLink>) => onChange(links.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack gap={6}>
      <Text size="xs" fw={600}>
        Links
      </Text>
      {links.map((link, i) => (
        <Paper key={i} withBorder p={6} radius="sm">
          <Group align="flex-start" wrap="nowrap" gap={6}>
            <Stack gap={4} style={{ flex: 1 }}>
              <CheckedInput label="Link text" rule={TEXT} value={link.text} onChange={(text) => set(i, { text })} />
              <CheckedInput label="URL" rule={LINK_URL} value={link.url} onChange={(url) => set(i, { url })} />
            </Stack>
            <ActionIcon size="sm" variant="subtle" color="gray" c="var(--bookla-color-strong)" aria-label={`Remove link ${link.text}`} onClick={() => onChange(links.filter((_, j) => j !== i))}>
              ×
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {links.length < MAX_TERMS_LINKS ? (
        <Button size="xs" variant="light" onClick={() => onChange([...links, { ...NEW_LINK }])}>
          Add link
        </Button>
      ) : (
        <Text size="xs" c="var(--bookla-color-muted)">
          {MAX_TERMS_LINKS} links at most.
        </Text>
      )}
    </Stack>
  );
}
