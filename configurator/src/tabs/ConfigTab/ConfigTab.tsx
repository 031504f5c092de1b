import { useMemo, useState } from 'react';
import { Accordion, ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { BOOKING_TEXTS, DEFAULT_LOCALIZATION, SUBSCRIPTION_TEXTS, type CustomFormField, type Localization, type TransitionType, type WidgetType } from '@bookla/runtime/config';
import { NumberField, SelectField, SwitchField, TextField } from '../../controls/controls';
import { ruleAt } from '../../controls/rules';
import { Row } from '../../controls/row';
import { useConfigurator } from '../../state/use-configurator';
import type { Path } from '../../state/store';
import { Section, humanize } from '../section';
import { FieldDialog } from './FieldDialog/FieldDialog';
import { OverrideList, type AccountItem, type OverrideEntry } from './OverrideList/OverrideList';
import { TermsLinks } from './TermsLinks/TermsLinks';
import { weekStart } from './week-start';

/** Loads the account's services, plans or gift cards for the override lists (the host's API client). */
export type AccountLoader = (kind: 'services' | 'subscriptions' | 'giftCards') => Promise<AccountItem[]>;

const TRANSITIONS: { value: TransitionType; label: string }[] = [
  { value: 'slide', label: 'Slide' },
  { value: 'fade', label: 'Fade' },
  { value: 'flip', label: 'Flip' },
  { value: 'stack', label: 'Stack' },
];

/** A text field per string of one localization group (or the listed top-level keys). */
function Texts({ group, keys }: { group?: keyof Localization; keys?: string[] }) {
  const [state, store] = useConfigurator();
  const loc = state.configs[state.type].localization as unknown as Record<string, unknown>;
  const base = group ? (loc[group] as Record<string, unknown>) : loc;
  const names = keys ?? Object.keys((group ? DEFAULT_LOCALIZATION[group] : DEFAULT_LOCALIZATION) as object).filter((k) => k === 'loginUrl' || typeof base[k] === 'string');
  return (
    <>
      {names.map((k) => (
        <TextField
          key={k}
          label={humanize(k)}
          value={base[k] as string | null}
          // The login URL is the one text that may be absent: emptied, it becomes null (its rule says so).
          rule={ruleAt(['localization', ...(group ? [group] : []), k], 'text', 'url')}
          onChange={(v) => store.set(['localization', ...(group ? [group] : []), k], v)}
        />
      ))}
    </>
  );
}

const L = (...p: string[]): Path => ['localization', ...p];

/** The Form section's texts: `form.submitButton` is the book button's older Form-step copy, shown under Buttons. */
const FORM_TEXTS = Object.keys(DEFAULT_LOCALIZATION.form).filter((k) => k !== 'submitButton');

/**
 * The book button's Form-step text of an older snippet that gave it apart from `bookButton` (the import keeps
 * both, as the widget shows them): shown while it is set, so the owner sees why the Form step reads otherwise,
 * and emptied it gives way to Book button on every step.
 */
function FormStepBookButton() {
  const [state, store] = useConfigurator();
  const text = state.configs.booking.localization.form.submitButton;
  if (!text) return null;
  return (
    <>
      <TextField label="Book button on the Form step" value={text} rule={ruleAt(L('form', 'submitButton'), 'text')} onChange={(v) => store.set(L('form', 'submitButton'), v?.trim() ? v : '')} />
      <Text size="xs" c="var(--bookla-color-muted)">
        From an older snippet: the Form step shows this text instead of Book button. Empty it to use Book button on every step.
      </Text>
    </>
  );
}

/** The list section of the subscription and gift card panels: the same section over their own settings. */
const PLUGIN_PANELS = {
  subscription: { value: 'subscriptions', title: 'Subscriptions', kind: 'subscriptionsConfig', group: 'subscriptions', idKey: 'subscriptionId', noun: 'subscription' },
  giftcard: { value: 'giftcards', title: 'Gift Cards', kind: 'giftCardsConfig', group: 'giftCards', idKey: 'giftCardId', noun: 'gift card' },
} as const;

/** The error texts each widget shows (the booking widget's and the other two's differ). */
const BOOKING_ERRORS = Object.keys(BOOKING_TEXTS.errors);
const PLUGIN_ERRORS = Object.keys(SUBSCRIPTION_TEXTS.errors);

function CustomFields() {
  const [state, store] = useConfigurator();
  const fields = state.configs[state.type].customFormFields;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const save = (f: CustomFormField) => store.set(['customFormFields'], editing === 'new' ? [...fields, f] : fields.map((x, i) => (i === editing ? f : x)));
  return (
    <Stack gap={6}>
      {fields.map((f, i) => (
        <Paper key={i} withBorder p={6} radius="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {f.labelText} <Text span size="xs" c="var(--bookla-color-muted)">({f.type}{f.required ? ', required' : ''})</Text>
            </Text>
            <Group gap={2} wrap="nowrap">
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(i)} aria-label={`Edit ${f.labelText}`}>
                Edit
              </Button>
              <ActionIcon size="sm" variant="subtle" color="gray" c="var(--bookla-color-strong)" aria-label={`Remove ${f.labelText}`} onClick={() => store.set(['customFormFields'], fields.filter((_, j) => j !== i))}>
                ×
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      <Button size="xs" variant="light" onClick={() => setEditing('new')}>
        Add form field
      </Button>
      <FieldDialog opened={editing !== null} field={typeof editing === 'number' ? fields[editing] : undefined} onClose={() => setEditing(null)} onSave={save} />
    </Stack>
  );
}

function Overrides({ kind, idKey, noun, load }: { kind: 'servicesConfig' | 'subscriptionsConfig' | 'giftCardsConfig'; idKey: string; noun: string; load: AccountLoader }) {
  const [state, store] = useConfigurator();
  const c = state.configs[state.type] as unknown as Record<string, unknown> & { apiKey: string; companyId: string; region: string };
  const source = kind === 'servicesConfig' ? 'services' : kind === 'subscriptionsConfig' ? 'subscriptions' : 'giftCards';
  const loader = useMemo(() => () => load(source), [load, source]);
  return (
    <OverrideList
      noun={noun}
      idKey={idKey}
      load={loader}
      loadKey={`${c.region}:${c.apiKey}:${c.companyId}`}
      entries={(c[kind] as OverrideEntry[]) ?? []}
      onChange={(e) => store.set([kind], e)}
      resourceFields={kind === 'servicesConfig'}
    />
  );
}

/** The calendar's weeks start where the owner's do (Sunday in the US), not always on Mantine's Monday. */
const WEEK_START = typeof navigator === 'undefined' ? undefined : weekStart(navigator.language);

const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

function General({ type }: { type: WidgetType }) {
  const [state, store] = useConfigurator();
  const c = state.configs[state.type] as unknown as Record<string, unknown>;
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <>
      <SelectField label="Transition" value={c.transitionType as TransitionType} data={TRANSITIONS} onChange={(v) => store.set(['transitionType'], v)} />
      {type === 'booking' && (
        <>
          <SwitchField label="Service selector" checked={!!c.showServiceSelector} onChange={(v) => store.set(['showServiceSelector'], v)} />
          <Row label="Preselected date" htmlFor="bk-date">
            <DatePickerInput
              id="bk-date"
              size="xs"
              clearable
              minDate={today}
              valueFormat="YYYY-MM-DD"
              placeholder="None"
              // Mantine's dimmed grey (the placeholder, the weekday names) is 3.3:1 on white: the muted notes' colour
              // instead. Its red weekends (3.3:1) say nothing a booking date needs: plain days.
              styles={{ placeholder: { color: 'var(--bookla-color-muted)' }, weekday: { color: 'var(--bookla-color-muted)' } }}
              weekendDays={[]}
              firstDayOfWeek={WEEK_START}
              value={(c.preselectedDate as string | undefined) ?? null}
              // A date before today cannot be picked; clearing removes the setting.
              onChange={(v) => store.set(['preselectedDate'], v && v >= today ? dayjs(v).format('YYYY-MM-DD') : undefined)}
              clearButtonProps={{ 'aria-label': 'Clear date' }}
              // The calendar is a dialog labelled by its field: Mantine points it at the popover's own id, which
              // `id` above replaced on the field, so the popover takes the field's id (else the dialog is unnamed).
              // Closed by a day picked or by Escape, it gives the focus back to the field (Mantine's default: the body).
              popoverProps={{ id: 'bk-date', returnFocus: true }}
              // Mantine's month arrows are icons with no name of their own.
              ariaLabels={CALENDAR_LABELS}
            />
          </Row>
        </>
      )}
      <Texts keys={['loadingText', 'locale']} />
    </>
  );
}

export interface ConfigTabProps {
  loadAccount: AccountLoader;
}

/** The Config tab: one panel per widget type, a section per group of settings and every text. */
export function ConfigTab({ loadAccount }: ConfigTabProps) {
  const [state, store] = useConfigurator();
  const type = state.type;
  const c = state.configs[type] as unknown as Record<string, unknown>;
  /** A switch for a boolean setting; `inverted` for a setting whose `true` hides what the switch's label names. */
  const flag = (key: string, label: string, { inverted = false } = {}) => (
    <SwitchField label={label} checked={inverted ? !c[key] : !!c[key]} onChange={(v) => store.set([key], inverted ? !v : v)} />
  );
  const guest = (
    // The login URL shows here and in Times: either section's reset puts it back.
    <Section value="guest" title="Guest Mode" paths={[['guestEnabled'], L('guestForm'), L('times', 'loginUrl'), L('loginButton')]}>
      {flag('guestEnabled', 'Guests allowed')}
      <Texts group="guestForm" />
      <Texts group="times" keys={['loginUrl']} />
      <Texts keys={['loginButton']} />
    </Section>
  );
  const terms = (
    <Section value="terms" title="Terms and conditions" paths={[['termsEnabled'], L('terms')]}>
      {flag('termsEnabled', 'Require terms')}
      <Texts group="terms" keys={['acceptText']} />
      <TermsLinks
        links={(c.localization as Localization).terms.urls}
        onChange={(urls) => store.set(['localization', 'terms', 'urls'], urls)}
      />
    </Section>
  );
  // The subscription and gift card widgets show the Error screen when their list cannot load, the missing-
  // parameter message, and a Back button (an icon: its text is what screen readers say).
  const pluginScreens = (
    <Section value="error" title="Error Screen" paths={[L('errorScreen'), ...PLUGIN_ERRORS.map((k) => L('errors', k)), L('backButton')]}>
      <Texts group="errorScreen" />
      <Texts group="errors" keys={PLUGIN_ERRORS} />
      <Texts keys={['backButton']} />
    </Section>
  );
  const form = (
    <Section value="form" title="Form" paths={[['customFormFields'], L('form')]}>
      <CustomFields />
      <Texts group="form" keys={FORM_TEXTS} />
    </Section>
  );
  return (
    <Accordion multiple defaultValue={['general']} variant="separated" key={type}>
      <Section value="general" title="General" paths={[['transitionType'], ['showServiceSelector'], ['preselectedDate'], L('loadingText'), L('locale')]}>
        <General type={type} />
      </Section>
      {type === 'booking' && (
        <>
          <Section value="times" title="Times" paths={[L('times')]}>
            <Texts group="times" />
          </Section>
          <Section value="resource" title="Resource" paths={[['hideResourcePicker'], L('resource')]}>
            {flag('hideResourcePicker', 'Show resource picker', { inverted: true })}
            <Texts group="resource" />
          </Section>
          {guest}
          <Section value="success" title="Success Screen" paths={[['calendarEnabled'], L('successScreen')]}>
            {flag('calendarEnabled', 'Offer Add to calendar')}
            <Texts group="successScreen" />
          </Section>
          <Section value="pending" title="Pending Screen" paths={[L('pendingScreen')]}>
            <Texts group="pendingScreen" />
          </Section>
          <Section value="error" title="Error Screen" paths={[L('errorScreen'), ...BOOKING_ERRORS.map((k) => L('errors', k))]}>
            <Texts group="errorScreen" />
            <Texts group="errors" keys={BOOKING_ERRORS} />
          </Section>
          <Section value="buttons" title="Buttons" paths={[L('bookButton'), L('backButton'), L('form', 'submitButton')]}>
            <Texts keys={['bookButton', 'backButton']} />
            <FormStepBookButton />
          </Section>
          <Section value="group" title="Group" paths={[L('group')]}>
            <Texts group="group" />
          </Section>
          <Section value="duration" title="Duration" paths={[L('duration')]}>
            <Texts group="duration" />
          </Section>
          <Section value="tickets" title="Tickets" paths={[L('tickets')]}>
            <Texts group="tickets" />
          </Section>
          {terms}
          {form}
          <Section value="pricing" title="Pricing" paths={[['priceConfig']]}>
            <SwitchField label="Show price" checked={!!(c.priceConfig as Record<string, boolean>).showPrice} onChange={(v) => store.set(['priceConfig', 'showPrice'], v)} />
            <SwitchField label="Compared price" checked={!!(c.priceConfig as Record<string, boolean>).showComparedPrice} onChange={(v) => store.set(['priceConfig', 'showComparedPrice'], v)} />
            <SwitchField label="Decimal places" checked={!!(c.priceConfig as Record<string, boolean>).showDecimalPlaces} onChange={(v) => store.set(['priceConfig', 'showDecimalPlaces'], v)} />
          </Section>
          <Section value="days" title="Days" paths={[['daysConfig'], L('days')]}>
            <NumberField label="Min nights" rule={ruleAt(['daysConfig', 'minNights'], 'number')} value={(c.daysConfig as { minNights: number }).minNights} onChange={(v) => store.set(['daysConfig', 'minNights'], v)} />
            <NumberField label="Max nights" rule={ruleAt(['daysConfig', 'maxNights'], 'number')} value={(c.daysConfig as { maxNights: number }).maxNights} onChange={(v) => store.set(['daysConfig', 'maxNights'], v)} />
            <Texts group="days" />
          </Section>
          <Section value="services" title="Service List" paths={[['servicesConfig'], L('serviceSelection')]}>
            <Texts group="serviceSelection" />
            <Overrides kind="servicesConfig" idKey="serviceId" noun="service" load={loadAccount} />
          </Section>
          <Section value="code" title="Code" paths={[['codeEnabled'], L('code')]}>
            {flag('codeEnabled', 'Ask for a code')}
            <Texts group="code" />
          </Section>
        </>
      )}
      {type !== 'booking' && (
        <>
          <Section value={PLUGIN_PANELS[type].value} title={PLUGIN_PANELS[type].title} paths={[[PLUGIN_PANELS[type].kind], L(PLUGIN_PANELS[type].group)]}>
            <Texts group={PLUGIN_PANELS[type].group} />
            <Overrides kind={PLUGIN_PANELS[type].kind} idKey={PLUGIN_PANELS[type].idKey} noun={PLUGIN_PANELS[type].noun} load={loadAccount} />
          </Section>
          {guest}
          {terms}
          {form}
          {pluginScreens}
        </>
      )}
    </Accordion>
  );
}
