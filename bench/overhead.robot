*** Settings ***
Documentation       What the keyword path adds, measured inside one Robot run (bench/README.md).
...
...                 `Verify Value` next to the same Playwright call made through the same
...                 bridge on the same page (SamePage.py), and `List Instances` next to
...                 BuiltIn's `No Operation`, N times each, which goes
...                 first alternating. Run by bench/overhead.py.
Library             CamoufoxLibrary    timeout=30s    run_on_failure=NONE
Library             SamePage.py


*** Variables ***
${N}            300
${URL}          ${EMPTY}
${FIREFOX}      /usr/bin/firefox-esr


*** Test Cases ***
Overhead
    Create Instance    bench    engine=firefox    executable_path=${FIREFOX}    headless=True
    Navigate    ${URL}/form.html
    Take Selected Page
    FOR    ${i}    IN RANGE    ${N}
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
    END
    [Teardown]    Destroy Instance
