/** The invoice link shows the phone page; `?print` the A4 document, which the phone page links to. */
export const isPrintView = (search = window.location.search) => new URLSearchParams(search).has('print');

/** The A4 view's address (from the phone page), and back. */
export const printViewHref = (print: boolean) => {
    const url = new URL(window.location.href);
    if (print) url.searchParams.set('print', '');
    else url.searchParams.delete('print');
    return `${url.pathname}${url.search.replace(/=$/, '').replace(/=&/g, '&')}`;
};
