import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/**
 * A short fact shown as icon + value; the label is for screen readers only, since the icon
 * already tells sighted users what the value is.
 */
export function FactChip({
  icon,
  label,
  children,
  as: Tag = 'li',
  className = 'flex items-center gap-1',
}: {
  icon: IconName;
  label: ReactNode;
  children: ReactNode;
  as?: 'li' | 'p';
  className?: string;
}) {
  return (
    <Tag className={className}>
      <Icon name={icon} className="h-4 w-4" />
      <span className="sr-only">{label}:</span>
      {children}
    </Tag>
  );
}
