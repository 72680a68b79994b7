*** Settings ***
Documentation     The fixture app's sign-in (atest/pages/healing), written against version 1:
...               its ids, and the button's text. atest/library/healing.robot runs it on
...               version 1 recording, on version 2 healing, patched on version 2 without
...               healing, and on version 3.
Library           CamoufoxLibrary    timeout=3s    healing=${HEALING}    run_on_failure=NONE


*** Variables ***
${HEALING}        on
${VERSION}        v1
${STATUS}         id=status


*** Test Cases ***
Sign In
    Create Instance
    Navigate    ${URL}/healing/${VERSION}/index.html
    Fill Text    id=email    ada@example.com
    Fill Text    id=password    secret
    Check Checkbox
    ...    id=remember
    Click    text=Sign in
    Get Text    ${STATUS}    ==    Signed in as ada@example.com (remembered)

Expected Values Are Never Healed
    [Documentation]    ``Sign in`` is the button's text on version 1 and "Log in" on
    ...    version 2: as a selector it heals, as an expected text it never does. The
    ...    loop heals its line twice and warns once.
    ${button} =    Get Text    text=Sign in
    ${shown} =    Run Keyword And Return Status    Verify Text Visible    Sign in
    Should Be Equal    ${shown}    ${{ $button == 'Sign in' }}
    FOR    ${round}    IN RANGE    2
        Get Text    ${STATUS}    ==    Signed in as ada@example.com (remembered)
    END
