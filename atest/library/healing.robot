*** Settings ***
Documentation     Healing through Robot (docs/healing.md). A suite written against version 1
...               of the fixture app (resources/_nested/healing_app.robot) runs in robot
...               processes of its own: on version 1, recording its selectors' fingerprints
...               beside itself; on version 2 (ids renamed, the button's text changed),
...               healed, with one warning per healed line and a patch; patched, on version 2
...               without healing; on version 3 (a second sign-in form), failing with
...               element_not_found naming both elements; and with a corrupt store, which is
...               reported and left as it was.
Resource          ../resources/common.resource
Resource          ../resources/nested.resource
Library           XML
Suite Setup       Record On Version 1
Suite Teardown    Run Keyword If All Tests Passed    Remove Directory    ${FOLDER}    recursive=True


*** Variables ***
${SUITE FILE}     01__healing_app.robot


*** Test Cases ***
Version 1 Records A Fingerprint Of Every Selector
    ${store} =    Evaluate    json.loads(pathlib.Path($STORE).read_text())    modules=json,pathlib
    Should Be Equal    ${store}[format]    camoufox-locators
    FOR    ${selector}    IN    id\=email    id=password    id=remember    text=Sign in    id=status
        Dictionary Should Contain Key    ${store}[locators]    ${selector}
    END
    Should Be Equal    ${store}[locators][text=Sign in][element][name]    Sign in

Version 2 Passes With Healing And Warns Once Per Healed Line
    ${result}    ${pid} =    Run Nested Robot    ${FOLDER}    VERSION:v2    HEALING:on
    Should Contain    ${result.stdout}    2 tests, 2 passed, 0 failed
    ${output} =    Parse XML    ${FOLDER}/output.xml
    ${warnings} =    XML.Get Elements    ${output}    .//test//msg[@level='WARN']
    ${lines} =    Evaluate    [re.search(r'\\.robot:(\\d+):', w.text).group(1) for w in $warnings]
    ...    modules=re
    # The lines of the keywords that healed; the loop's line once.
    Should Be Equal    ${lines}    ${{ ['19', '20', '21', '23', '24', '30', '34'] }}
    Should Contain    ${warnings[0].text}
    ...    Healed selector 'id=email' at ${FOLDER}/${SUITE FILE}:19: it matches no element, and 'internal:role=textbox[name="Email"i]' (its role) finds the element it found before
    File Should Exist    ${FOLDER}/healing.patch

Patch Makes Version 2 Pass Without Healing
    ${applied} =    Run Process    git    apply    healing.patch    cwd=${FOLDER}
    Should Be Equal As Integers    ${applied.rc}    0    ${applied.stderr}
    ${suite} =    Get File    ${FOLDER}/${SUITE FILE}
    Should Contain    ${suite}    Click${SPACE * 4}internal:role=form[name="Sign in"i] >> internal:role=button
    Should Contain    ${suite}    \${STATUS}${SPACE * 9}internal:role=status
    Should Contain    ${suite}    Verify Text Visible${SPACE * 4}Sign in
    ${result}    ${pid} =    Run Nested Robot    ${FOLDER}    VERSION:v2    HEALING:off
    Should Contain    ${result.stdout}    2 tests, 2 passed, 0 failed
    Nested Run Should Have No Warnings
    [Teardown]    Copy File    ${FOLDER}/original.txt    ${FOLDER}/${SUITE FILE}

Version 3 Fails Naming Both Elements
    ${result}    ${pid} =    Run Nested Robot    ${FOLDER}    VERSION:v3    HEALING:on
    Should Contain    ${result.stdout}    2 tests, 0 passed, 2 failed
    ${output} =    Parse XML    ${FOLDER}/output.xml
    ${status} =    Get Element    ${output}    .//test[@name='Sign In']/status
    Should Start With    ${status.text}
    ...    element_not_found: selector 'id=email' matches no element; healing found no replacement: 2 elements agree with its fingerprint, so it did not heal:
    Should Contain    ${status.text}    'body > main > form:nth-of-type(1) > input:nth-of-type(1)'
    Should Contain    ${status.text}    'body > main > form:nth-of-type(2) > input:nth-of-type(1)'
    Should Contain    ${status.text}    found by 'internal:role=textbox[name="Email"i]'
    Nested Run Should Have No Warnings

A Corrupt Store Is Reported, Never Healed From, And Left As It Was
    Create File    ${STORE}    {"locators": "not ours"}
    ${result}    ${pid} =    Run Nested Robot    ${FOLDER}    VERSION:v2    HEALING:on
    Should Contain    ${result.stdout}    2 tests, 0 passed, 2 failed
    ${output} =    Parse XML    ${FOLDER}/output.xml
    ${warnings} =    Get Elements Texts    ${output}    .//msg[@level='WARN']
    Length Should Be    ${warnings}    1
    Should Match    ${warnings}[0]
    ...    the healing store '*camoufox-locators.json' is ignored: it is not a store of fingerprints (no "format": "camoufox-locators"). Nothing heals from it and it is not written*
    ${status} =    Get Element Text    ${output}    .//test[@name='Sign In']/status
    Should Be Equal    ${status}    element_not_found: selector 'id=email' matches no element
    ${kept} =    Get File    ${STORE}
    Should Be Equal    ${kept}    {"locators": "not ours"}

Bad Healing Arguments Fail The Import
    Run Keyword And Expect Error    *'healing'*'maybe'*
    ...    Import Library    CamoufoxLibrary    healing=maybe    AS    BadHealing
    Run Keyword And Expect Error
    ...    *invalid_params: argument 'healing_store': '../outside.json' is neither beside the suite*
    ...    Import Library    CamoufoxLibrary    healing=on    healing_store=../outside.json
    ...    AS    OutsideStore


*** Keywords ***
Record On Version 1
    ${folder} =    Write Nested Run    healing    healing_app
    Set Suite Variable    ${FOLDER}    ${folder}
    Set Suite Variable    ${STORE}    ${folder}/camoufox-locators.json
    # Kept as .txt, which robot does not run, for the patched suite to be put back.
    Copy File    ${FOLDER}/${SUITE FILE}    ${FOLDER}/original.txt
    ${result}    ${pid} =    Run Nested Robot    ${folder}    VERSION:v1    HEALING:record
    Should Contain    ${result.stdout}    2 tests, 2 passed, 0 failed
    Nested Run Should Have No Warnings

Nested Run Should Have No Warnings
    ${output} =    Parse XML    ${FOLDER}/output.xml
    ${warnings} =    Get Elements Texts    ${output}    .//msg[@level='WARN']
    Should Be Empty    ${warnings}
