*** Settings ***
Documentation       The benchmark scenario (bench/README.md) as CamoufoxLibrary keywords.
...
...                 Every step is a user keyword `Step <name>`, timed from output.xml by
...                 bench/run.py. Each iteration runs here and, through RawPeer, in the
...                 raw Playwright process (bench/raw.py), alternating which goes first,
...                 so both see nearly the same machine state. Run it with `make bench`.
Library             CamoufoxLibrary    timeout=30s    run_on_failure=NONE
Library             RawPeer.py    ${RAW_SOCKET}
Library             SamePage.py


*** Variables ***
${N}                30
${LAUNCHES}         3
${URL}              ${EMPTY}
${FIREFOX}          /usr/bin/firefox-esr
${RAW_SOCKET}       ${EMPTY}
${ROUND}            0
${RAW_FIRST}        ${False}
@{ITEMS}            @{{ [f"Item {i}" for i in range(1, 51)] }}


*** Test Cases ***
Launch
    VAR    ${RAW_FIRST}    ${{ ${ROUND} % 2 == 1 }}    scope=SUITE
    Pair    Create Instance Cold

Scenario
    Take Selected Page
    FOR    ${i}    IN RANGE    ${N}
        VAR    ${RAW_FIRST}    ${{ (${i} + ${ROUND}) % 2 == 1 }}    scope=SUITE
        Iteration    ${i}
    END

Close And Launch Again
    FOR    ${launch}    IN RANGE    ${LAUNCHES}
        Pair    Destroy Instance
        Pair    Create Instance
    END
    Pair    Destroy Instance


*** Keywords ***
Iteration
    [Documentation]    One pass of steps 1-14 here, and one in the raw process (its
    ...    steps in the same order, see raw.py ITERATION_STEPS), in either order.
    [Arguments]    ${i}
    IF    ${RAW_FIRST}    Raw Iteration    ${i}
    Step Navigate Form
    Step Verify Heading
    Step Verify Value
    Step Input Value Through The Bridge
    Step Get Text
    Step Get Text Asserted
    Step Type
    Step Click
    Step Navigate List
    Step Verify List
    Step Tabs New
    Step Tabs Select
    Step Tabs Close
    IF    ${i} % 2
        Step Resize    800    600
    ELSE
        Step Resize    1024    768
    END
    Step Navigate Big
    Step Snapshot
    Step List Instances
    Step No Operation
    IF    not ${RAW_FIRST}    Raw Iteration    ${i}

Pair
    [Documentation]    Runs a step as a keyword and in raw Playwright, in either order.
    [Arguments]    ${name}
    IF    ${RAW_FIRST}    Raw    ${name}
    Run Keyword    Step ${name}
    IF    not ${RAW_FIRST}    Raw    ${name}

Step Create Instance Cold
    Create Instance    bench    engine=firefox    executable_path=${FIREFOX}    headless=True

Step Create Instance
    Create Instance    bench    engine=firefox    executable_path=${FIREFOX}    headless=True

Step Destroy Instance
    Destroy Instance

Step Navigate Form
    Navigate    ${URL}/form.html

Step Verify Heading
    Verify Text Visible    Bench Form

Step Verify Value
    Verify Value    css=#name    Alice

Step Get Text
    Get Text    css=h1

Step Get Text Asserted
    Get Text    css=h1    ==    Bench Form

Step Input Value Through The Bridge
    Input Value    css=#name

Step Type
    Type    css=#name    Bob

Step Click
    Click    css=#save

Step Navigate List
    Navigate    ${URL}/list.html

Step Verify List
    Verify List Visible    container_ref=css=#items    items=${ITEMS}

Step Tabs New
    Tabs New

Step Tabs Select
    Tabs Select    0

Step Tabs Close
    Tabs Close    1

Step Resize
    [Arguments]    ${width}    ${height}
    Resize    ${width}    ${height}

Step Navigate Big
    Navigate    ${URL}/big.html

Step Snapshot
    Snapshot

Step List Instances
    List Instances

Step No Operation
    No Operation
