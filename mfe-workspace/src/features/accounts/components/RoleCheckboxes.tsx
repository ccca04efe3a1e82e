import type { ComponentProps } from 'react';
import { Group, useTranslation } from '@tax/shared';
import { Checkbox } from '@tax/shared/workspace-ui';
import { STAFF_ROLES } from '@tax/shared/staff-api';

/** What the form gives the group (`form.getInputProps('roles')`). */
type InputProps = Omit<ComponentProps<typeof Checkbox.Group>, 'children' | 'label'>;

/** The roles of an account, one checkbox each (inviting, and changing an account's roles). */
export function RoleCheckboxes(props: InputProps) {
  const { t } = useTranslation('workspace');
  return (
    <Checkbox.Group label={t('fields.roles')} required {...props}>
      <Group mt="xs">
        {STAFF_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={t(`roles.${role}`)} data-testid={`role-${role}`} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
