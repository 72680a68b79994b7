*** Settings ***
Documentation       What the keyword path adds, measured inside one Robot run (bench/README.md).
...
...                 `Verify Value` next to the same Playwright call made through the same
...                 bridge on the same page (SamePage.py), and `List Instances` next to
...                 BuiltIn's `No Operation`; which of a pair goes first alternates. Once
...                 on a settled page, and once right after the scenario's Navigate Big,
...                 Snapshot, Navigate Form and Verify Heading steps. Run by
...                 bench/overhead.py.
Library             CamoufoxLibrary    timeout=30s    run_on_failure=NONE
Library             SamePage.py

Suite Setup         Open The Form
Suite Teardown      Destroy Instance


*** Variables ***
${N}                300
${N_AFTER}          60
${URL}              ${EMPTY}
${FIREFOX}          /usr/bin/firefox-esr


*** Test Cases ***
Settled Page
    FOR    ${i}    IN RANGE    ${N}
        Compare    ${i}
    END

After A Navigation
    FOR    ${i}    IN RANGE    ${N_AFTER}
        Navigate    ${URL}/big.html
        Snapshot
        Navigate    ${URL}/form.html
        Verify Text Visible    Bench Form
        Compare    ${i}
    END


*** Keywords ***
Open The Form
    Create Instance    bench    engine=firefox    executable_path=${FIREFOX}    headless=True
    Navigate    ${URL}/form.html
    Take Selected Page

Compare
    [Arguments]    ${i}
    IF    ${i} % 2
        Verify Value    css=#name    Alice
        Input Value    css=#name
        List Instances
        No Operation
    ELSE
        Input Value    css=#name
        Verify Value    css=#name    Alice
        No Operation
        List Instances
    END
