import {
  Activity, Baby, Briefcase, Cpu, Film, Globe, GraduationCap, Heart, Laugh, LayoutGrid, Music, Target, TrendingUp, Zap,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  Globe, Heart, TrendingUp, Cpu, Zap, Activity, Music, Briefcase, Baby, Target, Film, GraduationCap, Laugh,
};

/** Spec §3: one of the named icons, or a default icon for unknown names. */
export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || LayoutGrid;
  return <Icon className={className} aria-hidden />;
}
