import { Avatar, type AvatarProps } from '@mantine/core';
import { useUploadImage } from '../lib/use-upload-image';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  firstName: string;
  lastName: string;
  /** user.avatarUrl: absent until the user uploads one. */
  avatarUrl?: string | null | undefined;
  /** A local preview (object URL) shown instead of the stored image, e.g. right after picking. */
  previewUrl?: string | undefined;
}

/** The user's picture, or their initials while it loads or when there is none. */
export function UserAvatar({
  firstName,
  lastName,
  avatarUrl,
  previewUrl,
  ...props
}: UserAvatarProps) {
  const stored = useUploadImage(previewUrl ? undefined : avatarUrl);
  const src = previewUrl ?? stored;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <Avatar
      src={src ?? null}
      // Decorative next to the name it stands beside; the name itself is the text alternative.
      alt=""
      color="wealth"
      data-testid="user-avatar"
      data-has-image={src ? 'true' : undefined}
      {...props}
    >
      {initials}
    </Avatar>
  );
}
