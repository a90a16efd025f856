import { useMemo, useRef, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, ListSubheader, TextField, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NewCallerDialog } from '../../resources/invoice/quick/NewCallerDialog';
import { searchOptions, type NewCustomer, type SearchOption } from './searchOptions';
import { useFocusShortcut } from './useFocusShortcut';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../common/search';
import { useSearchResults } from './useSearchResults';

/**
 * The top bar's search: customers by name or phone, vehicles by plate or VIN, jobs by job or invoice number, grouped
 * by kind as one types; arrows move, Enter opens the record, Escape closes. `/` or Ctrl+K (Cmd+K) focuses it. A phone
 * or plate nobody has is offered as a new customer: the new caller's form (customer, car and job in one save).
 */
export const GlobalSearch = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const createPath = useCreatePath();
    const input = useRef<HTMLInputElement>(null);
    const [typed, setTyped] = useState('');
    const found = useSearchResults(typed);
    useFocusShortcut(input);

    const options = useMemo(
        () =>
            found
                ? searchOptions(found.result, {
                      status: status => translate(`motor-garage.invoice.status.${status}`, { _: status }),
                      newCustomer: ({ phone, plate }) => ({
                          title: phone
                              ? translate('common.search.new_customer_phone', { phone })
                              : translate('common.search.new_customer_plate', { plate }),
                          subtitle: translate('common.search.new_customer_hint'),
                      }),
                  })
                : [],
        [found, translate],
    );
    const longEnough = [...typed.trim()].length >= SEARCH_MIN_LENGTH;

    const [newCustomer, setNewCustomer] = useState<NewCustomer | null>(null);

    const open = (option: SearchOption) => {
        setTyped('');
        input.current?.blur();
        if (option.newCustomer) setNewCustomer(option.newCustomer);
        else navigate(createPath({ resource: option.resource, type: 'show', id: option.id }));
    };

    return (
        <>
            <Autocomplete<SearchOption, false, false, false>
                sx={{ width: { xs: 160, sm: 320 }, mx: 1 }}
                size="small"
                options={options}
                value={null}
                inputValue={typed}
                onInputChange={(_, value, reason) => reason !== 'reset' && setTyped(value)}
                onChange={(_, option) => option && open(option)}
                filterOptions={all => all}
                groupBy={option => translate(`common.search.groups.${option.kind}`)}
                getOptionLabel={option => option.title}
                getOptionKey={option => `${option.kind}-${option.id}`}
                isOptionEqualToValue={(option, value) => option.kind === value.kind && option.id === value.id}
                loading={longEnough && !found}
                loadingText={translate('common.search.loading')}
                noOptionsText={translate(longEnough ? 'common.search.none' : 'common.search.hint')}
                autoHighlight
                clearOnBlur={false}
                forcePopupIcon={false}
                // On a phone the box is narrow: its list is wider, so that names and the new-customer offer read whole.
                slotProps={{
                    popper: { placement: 'bottom-start', sx: { minWidth: 'min(20rem, calc(100vw - 16px))' } },
                }}
                // A group of the listbox is a `group` named by its heading (MUI's default is a plain list item).
                renderGroup={({ key, group, children }) => (
                    <li key={key} role="group" aria-labelledby={`global-search-${key}`}>
                        <ListSubheader id={`global-search-${key}`} component="div" role="presentation">
                            {group}
                        </ListSubheader>
                        <Box component="ul" role="presentation" sx={{ p: 0 }}>
                            {children}
                        </Box>
                    </li>
                )}
                renderOption={({ key, ...props }, option) => (
                    <Box
                        component="li"
                        key={key}
                        {...props}
                        sx={{ flexDirection: 'column', alignItems: 'start!important' }}
                    >
                        <Typography variant="body2">{option.title}</Typography>
                        {option.subtitle && (
                            <Typography variant="caption" color="text.secondary">
                                {option.subtitle}
                            </Typography>
                        )}
                    </Box>
                )}
                renderInput={params => (
                    <TextField
                        {...params}
                        inputRef={input}
                        placeholder={translate('common.search.placeholder')}
                        slotProps={{
                            htmlInput: {
                                ...params.inputProps,
                                maxLength: SEARCH_MAX_LENGTH,
                                'aria-label': translate('common.search.label'),
                            },
                            input: {
                                ...params.InputProps,
                                startAdornment: (
                                    <InputAdornment position="start">
                                        <SearchIcon fontSize="small" />
                                    </InputAdornment>
                                ),
                            },
                        }}
                    />
                )}
            />
            {newCustomer && <NewCallerDialog prefill={newCustomer} onClose={() => setNewCustomer(null)} />}
        </>
    );
};
