import { confidenceBadge } from '@lumen/contract';
import { Badge } from '../../../components/ui/badge';

// The spec's three badge styles (§9) in this design's tones.
const TONES = { default: 'brand', secondary: 'neutral', destructive: 'danger' } as const;

/** Spec §9: default style above 0.7, secondary above 0.4, otherwise destructive. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const variant = confidenceBadge(confidence);
  return (
    <Badge tone={TONES[variant]} className="tabular-nums">
      <span data-testid="confidence-badge" data-variant={variant}>
        {Math.round(confidence * 100)}% confidence
      </span>
    </Badge>
  );
}
