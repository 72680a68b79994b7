*** Settings ***
Documentation       The benchmark scenario (bench/README.md) as CamoufoxLibrary keywords.
...
...                 Every step is a user keyword `Step <name>`, timed from output.xml by
...                 bench/run.py. Each iteration runs here and, through RawPeer, in the
...                 raw Playwright process (bench/raw.py), alternating which goes first,
...                 so both see nearly the same machine state. With ${GECKODRIVER} set, each
...                 iteration runs a third time as SeleniumLibrary keywords (classic WebDriver,
...                 `Selenium Step <name>`) on the same Firefox. Run it with `make bench`.
Library             CamoufoxLibrary    timeout=30s    run_on_failure=NONE
Library             RawPeer.py    ${RAW_SOCKET}
Library             SamePage.py
Suite Setup         Import Selenium Side


*** Variables ***
${N}                30
${LAUNCHES}         3
${URL}              ${EMPTY}
${FIREFOX}          /usr/bin/firefox-esr
${RAW_SOCKET}       ${EMPTY}
${ROUND}            0
${GECKODRIVER}      ${EMPTY}
${TURN}             ${0}
@{ITEMS}            @{{ [f"Item {i}" for i in range(1, 51)] }}
${VISIBLE_ITEMS}    ${{ __import__("raw").VISIBLE_ITEMS.replace("\n", " ") }}


*** Test Cases ***
Launch
    Pair    Create Instance Cold

Scenario
    Take Selected Page
    FOR    ${i}    IN RANGE    ${N}
        FOR    ${side}    IN    @{{ $sides_in_turn(${i}) }}
            Run Keyword    ${side} Iteration    ${i}
        END
    END

Close And Launch Again
    FOR    ${launch}    IN RANGE    ${LAUNCHES}
        Pair    Destroy Instance
        Pair    Create Instance
    END
    Pair    Destroy Instance


*** Keywords ***
Import Selenium Side
    [Documentation]    SeleniumLibrary's keywords go by their full names; CamoufoxLibrary's
    ...    (`Get Text`, `Click`, ...) stay unqualified.
    VAR    @{sides}    Keyword    Raw
    IF    $GECKODRIVER
        Import Library    SeleniumLibrary    run_on_failure=Nothing
        Import Library    ${CURDIR}/SeleniumSide.py
        Set Library Search Order    CamoufoxLibrary
        VAR    @{sides}    Keyword    Raw    Selenium
    END
    # Iteration i (and launch pair i) starts with side (i + ROUND) mod len(sides): each
    # side goes first, second, ... in turn, so none always runs right after another.
    VAR    ${sides_in_turn}
    ...    ${{ lambda i, s=$sides, r=${ROUND}: s[(i + r) % len(s):] + s[:(i + r) % len(s)] }}
    ...    scope=SUITE

Keyword Iteration
    [Documentation]    One pass of steps 1-14 as CamoufoxLibrary keywords.
    [Arguments]    ${i}
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

Selenium Iteration
    [Documentation]    The same steps as SeleniumLibrary keywords; Snapshot and List
    ...    Instances have no counterpart there.
    [Arguments]    ${i}
    Selenium Step Navigate Form
    Selenium Step Verify Heading
    Selenium Step Verify Value
    Selenium Step Get Text
    Selenium Step Get Text Asserted
    Selenium Step Type
    Selenium Step Click
    Selenium Step Navigate List
    Selenium Step Verify List
    Selenium Step Tabs New
    Selenium Step Tabs Select
    Selenium Step Tabs Close
    IF    ${i} % 2
        Selenium Step Resize    800    600
    ELSE
        Selenium Step Resize    1024    768
    END
    Selenium Step Navigate Big

Pair
    [Documentation]    Runs a step as a keyword, in raw Playwright and (when present) in
    ...    SeleniumLibrary, each side first in turn.
    [Arguments]    ${name}
    FOR    ${side}    IN    @{{ $sides_in_turn(${TURN}) }}
        IF    $side == 'Keyword'
            Run Keyword    Step ${name}
        ELSE IF    $side == 'Raw'
            Raw    ${name}
        ELSE
            Run Keyword    Selenium Step ${name}
        END
    END
    VAR    ${TURN}    ${{ ${TURN} + 1 }}    scope=SUITE

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

# --- SeleniumLibrary (classic WebDriver): the cheapest equivalent of each step -------

Selenium Step Create Instance Cold
    Open Selenium Firefox    ${FIREFOX}    ${GECKODRIVER}

Selenium Step Create Instance
    Open Selenium Firefox    ${FIREFOX}    ${GECKODRIVER}

Selenium Step Destroy Instance
    SeleniumLibrary.Close Browser

Selenium Step Navigate Form
    SeleniumLibrary.Go To    ${URL}/form.html

Selenium Step Verify Heading
    SeleniumLibrary.Element Should Be Visible    xpath://*[contains(text(), 'Bench Form')]

Selenium Step Verify Value
    SeleniumLibrary.Textfield Value Should Be    css:#name    Alice

Selenium Step Get Text
    SeleniumLibrary.Get Text    css:h1

Selenium Step Get Text Asserted
    SeleniumLibrary.Element Text Should Be    css:h1    Bench Form

Selenium Step Type
    SeleniumLibrary.Input Text    css:#name    Bob

Selenium Step Click
    SeleniumLibrary.Click Element    css:#save

Selenium Step Navigate List
    SeleniumLibrary.Go To    ${URL}/list.html

Selenium Step Verify List
    # One script for all items, as raw Playwright's one evaluate_all (raw.py VISIBLE_ITEMS).
    ${found}    SeleniumLibrary.Execute Javascript
    ...    return (${VISIBLE_ITEMS})([document.querySelector('#items')], arguments[0]);
    ...    ARGUMENTS    ${ITEMS}
    Should Not Contain    ${found}    ${False}

Selenium Step Tabs New
    Open Selenium Tab

Selenium Step Tabs Select
    SeleniumLibrary.Switch Window    MAIN

Selenium Step Tabs Close
    # Classic WebDriver closes the current window only: switch to the tab, close, back.
    SeleniumLibrary.Switch Window    NEW
    SeleniumLibrary.Close Window
    SeleniumLibrary.Switch Window    MAIN

Selenium Step Resize
    [Arguments]    ${width}    ${height}
    SeleniumLibrary.Set Window Size    ${width}    ${height}

Selenium Step Navigate Big
    SeleniumLibrary.Go To    ${URL}/big.html
