import {
  Activity,
  Baby,
  Briefcase,
  Cpu,
  Film,
  Globe,
  GraduationCap,
  Heart,
  Laugh,
  LayoutGrid,
  Music,
  Target,
  TrendingUp,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  Globe,
  Heart,
  TrendingUp,
  Cpu,
  Zap,
  Activity,
  Music,
  Briefcase,
  Baby,
  Target,
  Film,
  GraduationCap,
  Laugh,
};

/** Spec §3: one of the named icons, or a default icon for unknown names. */
export function CategoryIcon({
  name,
  className,
}: {
  name: string | null | undefined;
  className?: string;
}) {
  const Icon = (name && ICONS[name]) || LayoutGrid;
  return <Icon className={className} aria-hidden />;
}

/** A category's uploaded thumbnail (Thumbnail Manager) when it has one, else its icon. */
export function CategoryMark({
  category,
  className,
}: {
  category: { name: string; iconName: string | null; thumbnailUrl: string | null };
  className?: string;
}) {
  if (!category.thumbnailUrl)
    return <CategoryIcon name={category.iconName} className={className} />;
  return (
    <img
      src={category.thumbnailUrl}
      alt=""
      data-category-thumbnail={category.name}
      loading="lazy"
      decoding="async"
      className={`${className ?? ''} rounded-full object-cover`}
    />
  );
}
