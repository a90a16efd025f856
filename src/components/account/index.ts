export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm';
export type { AccountKind } from './selfApi';
