import { Button, Group, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { Dialog } from '../../../Dialog/Dialog';
import { useForm } from '@mantine/form';
import type { CustomFormField } from '@bookla/runtime/config';
import { ruleAt } from '../../../controls/rules';
import { WIDTHS, fieldRules, toField, toValues, typeChoices, type FieldValues } from './field-form';

/** The lengths the widgets keep of a field's texts: longer ones cannot be typed. */
const LIMIT = (member: string) => ruleAt(['customFormFields', '*', member], 'text').maxLength;
const LABEL_MAX = LIMIT('labelText');
const ERROR_MAX = LIMIT('errorText');
const OPTIONS_MAX = LIMIT('options');

/** Add or edit one custom form field; the rules' messages show inline under their inputs. */
export function FieldDialog({ field, opened, onClose, onSave }: { field?: CustomFormField; opened: boolean; onClose(): void; onSave(f: CustomFormField): void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={field ? 'Edit Form Field' : 'Add Form Field'} centered>
      {opened && <FieldForm field={field} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function FieldForm({ field, onClose, onSave }: { field?: CustomFormField; onClose(): void; onSave(f: CustomFormField): void }) {
  const form = useForm<FieldValues>({ mode: 'controlled', initialValues: toValues(field), validate: fieldRules });
  const select = form.values.type === 'select' || form.values.type === 'multiselect';
  // The field's own native type stays offered after choosing another.
  const types = typeChoices(field?.type ?? 'text');
  return (
    <form
      onSubmit={form.onSubmit((v) => {
        onSave(toField(v));
        onClose();
      })}
      noValidate
    >
      <Stack gap="sm">
        <Select label="Type" data={types} allowDeselect={false} {...form.getInputProps('type')} />
        <TextInput label="Label text" withAsterisk maxLength={LABEL_MAX} {...form.getInputProps('labelText')} />
        <Switch label="Required" {...form.getInputProps('required', { type: 'checkbox' })} />
        <TextInput label="Error text" maxLength={ERROR_MAX} {...form.getInputProps('errorText')} />
        <Select label="Input width" data={WIDTHS} allowDeselect={false} {...form.getInputProps('inputWidth')} />
        {select && <Textarea label="Options" description="Comma-separated or one per line" autosize minRows={3} maxLength={OPTIONS_MAX} {...form.getInputProps('options')} />}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save field</Button>
        </Group>
      </Stack>
    </form>
  );
}
