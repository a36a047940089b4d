// The quiz and poll builders' options editor: one input per option with a Remove button, and an
// Add button, kept between `min` and `max` options.
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-field';
import { addOption, removeOption, replaceOption } from './option-list';

export function OptionsEditor({
  idPrefix,
  legend,
  noun,
  options,
  onChange,
  min,
  max,
}: {
  /** Each input's id is `${idPrefix}-${index}`. */
  idPrefix: string;
  legend: string;
  /**
   * How the labels name one option, lower case ('option', 'poll option'): the inputs are
   * 'Option 1', the buttons 'Remove option 1' and 'Add Option'.
   */
  noun: string;
  options: string[];
  onChange: (options: string[]) => void;
  min: number;
  max: number;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-200">{legend}</legend>
      {options.map((option, index) => (
        <div key={index} className="flex gap-2">
          <label htmlFor={`${idPrefix}-${index}`} className="sr-only">
            {capitalise(noun)} {index + 1}
          </label>
          <Input
            id={`${idPrefix}-${index}`}
            value={option}
            placeholder={`Option ${index + 1}`}
            onChange={(e) => onChange(replaceOption(options, index, e.target.value))}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${noun} ${index + 1}`}
            disabled={options.length <= min}
            onClick={() => onChange(removeOption(options, index, min))}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange(addOption(options, max))}
        disabled={options.length >= max}
      >
        <Plus className="size-3.5" aria-hidden />
        Add {noun.split(' ').map(capitalise).join(' ')}
      </Button>
    </fieldset>
  );
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
