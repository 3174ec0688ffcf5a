import {
  BadgeCheck,
  ChartNoAxesCombined,
  Code2,
  Cpu,
  Headphones,
  Lightbulb,
  Megaphone,
  Palette,
  Rocket,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Users,
  type LucideIcon,
} from "lucide-react";

const icons = {
  code: Code2,
  smartphone: Smartphone,
  cpu: Cpu,
  megaphone: Megaphone,
  search: Search,
  palette: Palette,
  server: Server,
  lightbulb: Lightbulb,
  rocket: Rocket,
  shield: ShieldCheck,
  users: Users,
  headphones: Headphones,
  badge: BadgeCheck,
  chart: ChartNoAxesCombined,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** A UI icon named in content data; decorative, so hidden from assistive technology. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" />;
}
