*** Settings ***
Documentation     The import arguments allowed_origins, blocked_origins and allow_file_urls:
...               navigations and a page's requests outside the rules are refused, naming the
...               rule. ${URL} is the fixture site the top suite's setup started.
Resource          ../resources/common.resource
# ${URL} is only known when the suite runs: static analysis reads the import without it.
Library           CamoufoxLibrary    allowed_origins=${URL}    allow_file_urls=False    timeout=10s    AS    Guarded    # robotcode: ignore[ImportContainsErrors,LibraryLoadedWithoutArguments]


*** Test Cases ***
An Allowed Origin Opens
    Guarded.Create Instance    guarded
    Guarded.Navigate    ${URL}/index.html
    Guarded.Get Title    !=    ${EMPTY}
    [Teardown]    Guarded.Destroy Instance    guarded

Another Origin And A File Are Refused Naming The Rule
    Guarded.Create Instance    guarded
    Run Keyword And Expect Error
    ...    EQUALS:navigation_failed: navigation refused: ${CROSS_URL}/index.html matches none of the allowed origins (${URL}; allowed_origins)
    ...    Guarded.Navigate    ${CROSS_URL}/index.html
    Run Keyword And Expect Error
    ...    EQUALS:navigation_failed: navigation refused: file:///etc/passwd is a file: URL, refused unless allow_file_urls is set
    ...    Guarded.Navigate    file:///etc/passwd
    Guarded.Navigate    ${URL}/index.html
    ${result} =    Guarded.Evaluate JavaScript
    ...    () => fetch('${CROSS_URL}/index.html').then(r => r.status, e => e.name)
    Should Be Equal    ${result}[result]    TypeError
    [Teardown]    Guarded.Destroy Instance    guarded

A Pattern That Is No Origin Is Refused At Import
    Run Keyword And Expect Error    *invalid_params: argument 'blocked_origins': 'example.com' is not an origin pattern*
    ...    Import Library    CamoufoxLibrary    blocked_origins=example.com    AS    BadOrigins
