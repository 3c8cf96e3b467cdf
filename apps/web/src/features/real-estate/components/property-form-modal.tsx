import {
  Button,
  FileInput,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  DEFAULT_CURRENCY,
  PROPERTY_KINDS,
  type CreatePropertyBody,
  type Property,
  type UpdatePropertyBody,
  createPropertyBodySchema,
  updatePropertyBodySchema,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../components/currency-select';
import { DialogActions } from '../../../components/dialog-actions';
import { MoneyInput } from '../../../components/money-input';
import { showErrorToast } from '../../../lib/error-toasts';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useCreateProperty, useUpdateProperty } from '../api/properties';
import { uploadFile } from '../api/uploads';
import { type Field, FIELDS, type Num, orEmpty } from './property-fields';

/**
 * A new property, with an optional photo (uploaded first, then named in its mediaIds), or an edit
 * of `property` — its sale and notes included. Mount it afresh per property (a `key`).
 */
export function PropertyFormModal({
  opened,
  onClose,
  onCreated,
  property,
}: {
  opened: boolean;
  onClose(): void;
  onCreated?(id: number): void;
  property?: Property;
}) {
  const { t } = useTranslation();
  const create = useCreateProperty();
  const update = useUpdateProperty(property?.id ?? 0);
  const [name, setName] = useState(property?.name ?? '');
  const [kind, setKind] = useState<string | null>(property?.kind ?? 'RENTAL');
  const [address, setAddress] = useState(property?.address ?? '');
  const [currency, setCurrency] = useState<string | null>(property?.currency ?? DEFAULT_CURRENCY);
  const [purchaseDate, setPurchaseDate] = useState(property?.purchaseDate ?? todayIso());
  const [price, setPrice] = useState<Num>(orEmpty(property?.purchasePrice));
  const [costs, setCosts] = useState<Num>(orEmpty(property?.purchaseCosts));
  const [share, setShare] = useState<Num>(property?.ownershipPct ?? 100);
  const [rent, setRent] = useState<Num>(orEmpty(property?.monthlyRent));
  const [vacancy, setVacancy] = useState<Num>(orEmpty(property?.vacancyPct));
  const [saleDate, setSaleDate] = useState(property?.saleDate ?? '');
  const [salePrice, setSalePrice] = useState<Num>(orEmpty(property?.salePrice));
  const [notes, setNotes] = useState(property?.notes ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const values = {
    name,
    kind,
    address: address || null,
    currency,
    purchaseDate,
    purchasePrice: inputNumber(price),
    purchaseCosts: inputNumber(costs) ?? 0,
    ownershipPct: inputNumber(share),
    monthlyRent: inputNumber(rent) ?? null,
    vacancyPct: inputNumber(vacancy) ?? null,
  };
  const flow = useFormFlow<CreatePropertyBody | UpdatePropertyBody, Property | null, Field>({
    // Mounted afresh per property: create or edit stays the same while it is open.
    schema: property ? updatePropertyBodySchema : createPropertyBodySchema,
    values: () =>
      property
        ? {
            ...values,
            saleDate: saleDate || null,
            salePrice: inputNumber(salePrice) ?? null,
            notes: notes || null,
          }
        : values,
    fields: FIELDS,
    send: async (body) => {
      if (property) return update.mutateAsync(body);
      let mediaIds: string[] = [];
      if (photo) {
        try {
          mediaIds = [(await uploadFile(photo, 'images')).id];
        } catch (error) {
          // A refused photo is the upload's toast, never a field's message.
          showErrorToast(error);
          return null;
        }
      }
      return create.mutateAsync({ ...(body as CreatePropertyBody), mediaIds });
    },
    onSuccess: (saved) => {
      // Nothing was saved when the photo could not be uploaded: the form stays open.
      if (!saved) return;
      if (!property) onCreated?.(saved.id);
      onClose();
    },
  });
  const errors = flow.fieldErrors;

  // A share in percent (4 decimals), not an amount.
  const pct = (label: string, value: Num, set: (v: Num) => void, field: Field) => (
    <NumberInput
      label={label}
      value={value}
      onChange={set}
      error={errors[field]}
      min={0}
      decimalScale={4}
      data-testid={`property-${field}`}
    />
  );
  const money = (label: string, value: Num, set: (v: Num) => void, field: Field) => (
    <MoneyInput
      label={label}
      currency={currency}
      value={value}
      onChange={set}
      error={errors[field]}
      data-testid={`property-${field}`}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(property ? 'realEstate.editProperty' : 'realEstate.addProperty')}
      size="lg"
    >
      <form onSubmit={flow.submit} noValidate data-testid="property-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('realEstate.fields.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              data-testid="property-name"
            />
            <Select
              label={t('realEstate.fields.kind')}
              data={PROPERTY_KINDS.map((k) => ({ value: k, label: t(`realEstate.kinds.${k}`) }))}
              value={kind}
              onChange={setKind}
              error={errors.kind}
              allowDeselect={false}
            />
            <TextInput
              label={t('realEstate.fields.address')}
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              error={errors.address}
            />
            <CurrencySelect
              label={t('realEstate.fields.currency')}
              value={currency}
              onChange={setCurrency}
              error={errors.currency}
            />
            <TextInput
              type="date"
              label={t('realEstate.fields.purchaseDate')}
              value={purchaseDate}
              onChange={(e) => setPurchaseDate(e.currentTarget.value)}
              error={errors.purchaseDate}
              data-testid="property-purchaseDate"
            />
            {money(t('realEstate.fields.purchasePrice'), price, setPrice, 'purchasePrice')}
            {money(t('realEstate.fields.purchaseCosts'), costs, setCosts, 'purchaseCosts')}
            {pct(t('realEstate.fields.ownershipPct'), share, setShare, 'ownershipPct')}
            {money(t('realEstate.fields.monthlyRent'), rent, setRent, 'monthlyRent')}
            {pct(t('realEstate.fields.vacancyPct'), vacancy, setVacancy, 'vacancyPct')}
          </SimpleGrid>
          {property ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                type="date"
                label={t('realEstate.fields.saleDate')}
                value={saleDate}
                onChange={(e) => setSaleDate(e.currentTarget.value)}
                error={errors.saleDate}
                data-testid="property-saleDate"
              />
              {money(t('realEstate.fields.salePrice'), salePrice, setSalePrice, 'salePrice')}
              <Textarea
                label={t('realEstate.fields.notes')}
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                error={errors.notes}
                autosize
                minRows={2}
              />
            </SimpleGrid>
          ) : (
            <FileInput
              label={t('realEstate.fields.photo')}
              accept="image/png,image/jpeg,image/gif,image/webp"
              value={photo}
              onChange={setPhoto}
              clearable
              data-testid="property-photo"
            />
          )}
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={flow.pending} data-testid="property-save">
              {t('common.save')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
