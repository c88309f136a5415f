// Sub-rule (variant) cards of the rule editor: an accordion, one open at a time, opened from the
// URL anchor (#variant-{id}) (spec admin §4 "Accordions").
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { blankVariant, type VariantForm } from '../lib/ruleForm.ts';
import { EDITOR as T } from '../texts/ruleEditor.ts';
import { ConditionTable } from './ConditionTable.tsx';
import { RuleFields } from './RuleFields.tsx';

export function VariantCards(props: {
  variants: VariantForm[];
  onChange: (variants: VariantForm[]) => void;
  issues: ReadonlyMap<string, string>;
}) {
  const { hash } = useLocation();
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#variant-/, ''));
    const match = props.variants.find((v) => hash.startsWith('#variant-') && v.id === id);
    if (match) setOpen(match.key);
  }, [hash, props.variants]);
  const update = (index: number, patch: Partial<VariantForm>) =>
    props.onChange(props.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  return (
    <div className="variants">
      {props.variants.map((variant, index) => {
        const at = `variants[${index}].`;
        const isOpen = open === variant.key;
        return (
          <section key={variant.key} className="variant card" id={`variant-${variant.id}`}>
            <button
              type="button"
              className="accordion"
              aria-expanded={isOpen}
              onClick={() => setOpen(isOpen ? null : variant.key)}
            >
              {variant.name || variant.id || `${T.variants} ${index + 1}`}
            </button>
            {isOpen && (
              <div className="variant-body">
                <RuleFields
                  form={variant}
                  set={(patch) => update(index, patch)}
                  at={at}
                  issues={props.issues}
                >
                  <label>
                    {T.variantId}
                    <input
                      value={variant.id}
                      aria-label={`${at}id`}
                      onChange={(e) => update(index, { id: e.target.value })}
                    />
                  </label>
                </RuleFields>
                <ConditionTable
                  conditions={variant.conditions}
                  onChange={(conditions) => update(index, { conditions })}
                  keepLast
                  pathPrefix={at}
                  issues={props.issues}
                />
                <button
                  type="button"
                  onClick={() => props.onChange(props.variants.filter((_, i) => i !== index))}
                >
                  {T.removeVariant}
                </button>
              </div>
            )}
          </section>
        );
      })}
      <button
        type="button"
        onClick={() => {
          const variant = blankVariant();
          props.onChange([...props.variants, variant]);
          setOpen(variant.key);
        }}
      >
        {T.addVariant}
      </button>
    </div>
  );
}
