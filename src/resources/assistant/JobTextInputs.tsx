import { TextInput, maxLength } from 'react-admin';
import { FieldInput, type FieldInputProps } from '../declared';
import { fieldLabel } from '../declared/model';
import { ExplainButton } from './ExplainButton';
import { SuggestLinesButton } from './SuggestLinesButton';

/** The job's complaint as declared, with "Suggest lines" under it. */
export const ComplaintInput = (props: FieldInputProps) => (
    <>
        <FieldInput {...props} />
        <SuggestLinesButton />
    </>
);

/** A long text of the job for the customer to read (its notes), with "Explain for the customer" at its end. */
export const ExplainableTextInput = ({ resource, field, disabled }: FieldInputProps) => (
    <TextInput
        source={field.name}
        label={fieldLabel(resource, field.name)}
        validate={field.maxLength ? maxLength(field.maxLength) : undefined}
        disabled={disabled}
        multiline
        minRows={2}
        fullWidth
        InputProps={{ endAdornment: <ExplainButton source={field.name} multiline /> }}
    />
);
