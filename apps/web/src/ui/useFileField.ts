import { useState, type ChangeEvent } from 'react';
import { fileError, type FileKind } from './fileRules';

/**
 * A file input's state. docs/product.md "Screens": choosing a file clears the error, clearing the selection sets it
 * (for required files); a wrong type or size keeps the form from submitting.
 */
export function useFileField(kind: FileKind, required: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped to give the file input a fresh element: a file input's choice cannot be set, only dropped with the element.
  const [generation, setGeneration] = useState(0);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    const problem = fileError(kind, chosen, required);
    setError(problem);
    setFile(problem ? null : chosen);
  };
  /** Shows the required message when the form is submitted without a file. */
  const check = () => {
    const problem = fileError(kind, file, required);
    setError(problem);
    return !problem;
  };
  /** Drops the chosen file (the form was set back to the server's version). */
  const clear = () => {
    setFile(null);
    setError(null);
    setGeneration((g) => g + 1);
  };
  return { kind, file, error, setError, onChange, check, clear, generation, ready: !error && (!required || file !== null) };
}

export type FileFieldState = ReturnType<typeof useFileField>;
