*** Settings ***
Documentation     Context options of Create Instance, each read back in the page, on
...               instances of their own and on instances sharing a browser; and the
...               emulation keywords that change them while an instance runs.
Resource          ../resources/common.resource
Test Teardown     Destroy Every Instance


*** Test Cases ***
Locale, Timezone, User Agent And Viewport Apply
    Create Instance    emulated    locale=fi-FI    timezone_id=Europe/Helsinki
    ...    user_agent=CamoufoxAtest/1.0    viewport={"width": 640, "height": 480}    device_scale_factor=2
    Open Test Page    index.html
    ${seen} =    Read Back    () => [navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.userAgent, innerWidth, innerHeight, devicePixelRatio]
    Should Be Equal    ${seen}    ${{ ["fi-FI", "Europe/Helsinki", "CamoufoxAtest/1.0", 640, 480, 2] }}

The Same Options Apply To A Shared Instance
    Create Instance    owner
    Create Instance    shared    browser_of=owner    locale=ja-JP    timezone_id=Asia/Tokyo    viewport={"width": 500, "height": 400}
    Open Test Page    index.html
    ${seen} =    Read Back    () => [navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone, innerWidth]
    Should Be Equal    ${seen}    ${{ ["ja-JP", "Asia/Tokyo", 500] }}
    ${owner} =    Read Back    () => navigator.language    instance=owner
    Should Be Equal    ${owner}    en-US

Geolocation And Permissions Apply
    Create Instance    located    geolocation={"latitude": 60.17, "longitude": 24.94}    permissions=["geolocation"]
    Open Test Page    index.html
    ${place} =    Read Back    () => new Promise(done => navigator.geolocation.getCurrentPosition(p => done([p.coords.latitude, p.coords.longitude])))
    Should Be Equal    ${place}    ${{ [60.17, 24.94] }}
    Set Geolocation    35.68    139.69
    ${place} =    Read Back    () => new Promise(done => navigator.geolocation.getCurrentPosition(p => done([p.coords.latitude, p.coords.longitude])))
    Should Be Equal    ${place}    ${{ [35.68, 139.69] }}

A Permission Firefox Refuses Is Unsupported
    Run Keyword And Expect Error    unsupported_capability: permission(s) 'camera' cannot be granted on engine 'firefox'*
    ...    Create Instance    camera    permissions=["camera"]
    Create Instance    granted
    Run Keyword And Expect Error    unsupported_capability:*'camera'*    Grant Permissions    camera
    Grant Permissions    notifications    geolocation    origin=${URL}
    Open Test Page    index.html
    ${state} =    Read Back    () => navigator.permissions.query({name: "notifications"}).then(s => s.state)
    Should Be Equal    ${state}    granted
    Clear Permissions
    Run Keyword And Expect Error    invalid_params: argument 'origin' must be an origin*    Grant Permissions    geolocation    origin=nowhere

Offline Applies At The Start And While Running
    Create Instance    cut-off    offline=True
    ${online} =    Read Back    () => navigator.onLine
    Should Not Be True    ${online}
    Run Keyword And Expect Error    navigation_failed:*    Open Test Page    index.html
    Set Offline    False
    Open Test Page    index.html
    ${online} =    Read Back    () => navigator.onLine
    Should Be True    ${online}

Media Emulation Holds In Its Tab Across Navigations
    Create Instance    media
    Open Test Page    index.html
    ${state} =    Emulate Media    media=print    reduced_motion=reduce    forced_colors=active
    Should Be Equal    ${state}[media]    print
    Open Test Page    index.html
    ${seen} =    Read Back    () => [matchMedia("print").matches, matchMedia("(prefers-reduced-motion: reduce)").matches, matchMedia("(forced-colors: active)").matches]
    Should Be Equal    ${seen}    ${{ [True, True, True] }}
    Tabs New
    Open Test Page    index.html
    ${other} =    Read Back    () => matchMedia("print").matches
    Should Not Be True    ${other}    msg=another tab keeps its own media
    Tabs Select    0
    ${state} =    Emulate Media    media=no-override    reduced_motion=no-override    forced_colors=no-override
    Should Be Equal    ${state}[media]    screen
    Should Be Equal    ${state}[reduced_motion]    no-preference

Media Emulation Refuses What The Engine Cannot Change
    Create Instance    media
    Run Keyword And Expect Error    unsupported_capability: color_scheme cannot change at run time*
    ...    Emulate Media    color_scheme=dark
    Run Keyword And Expect Error    invalid_params: give at least one of media*    Emulate Media
    Run Keyword And Expect Error    *'media'*'screen', 'print' or 'no-override'*    Emulate Media    media=tv

Extra Headers Reach The Server
    Create Instance    headed    extra_http_headers={"X-Atest": "from-the-start"}
    ${seen} =    Echo Of The Server
    Should Be Equal    ${seen}[headers][x-atest]    from-the-start
    Set Extra Http Headers    ${{ {"X-Atest": "changed"} }}
    ${seen} =    Echo Of The Server
    Should Be Equal    ${seen}[headers][x-atest]    changed
    Run Keyword And Expect Error    invalid_params: argument 'headers': header ' '*
    ...    Set Extra Http Headers    ${{ {" ": "x"} }}

Http Credentials Sign In, With A Secret Password
    VAR    ${password: Secret}    %{CAMOUFOX_ATEST_HTTP_PASSWORD=s3cret}
    ${credentials} =    Create Dictionary    username=ada    password=${password}
    Create Instance    signed    http_credentials=${credentials}
    ${page} =    Navigate    ${URL}/__auth__?user=ada&password=s3cret
    Should Be Equal    ${page}[status]    ${200}
    Verify Text Visible    Hello, ada

Ignore Https Errors Accepts A Self Signed Certificate
    ${https} =    Start Https Fixture Server
    Create Instance    strict
    Run Keyword And Expect Error    navigation_failed:*    Navigate    ${https}/index.html
    Create Instance    lenient    ignore_https_errors=True
    ${page} =    Navigate    ${https}/index.html
    Should Be Equal    ${page}[title]    Fixture Home

Base Url Lets Navigate Take A Path
    Create Instance    based    base_url=${URL}/
    ${page} =    Navigate    /second.html
    Should Be Equal    ${page}[url]    ${URL}/second.html

Color Scheme, Reduced Motion And JavaScript Are The Browser's
    Create Instance    styled    color_scheme=dark    reduced_motion=reduce    java_script_enabled=False
    Open Test Page    scripted.html
    ${media} =    Read Back    () => [matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(prefers-reduced-motion: reduce)').matches]
    Should Be Equal    ${media}    ${{ [True, True] }}
    ${ran} =    Read Back    () => document.documentElement.dataset.scripted || "no"
    Should Be Equal    ${ran}    no
    Create Instance    alike    browser_of=styled    color_scheme=dark
    Run Keyword And Expect Error    unsupported_capability: color_scheme='light' cannot apply to a context in the browser of instance 'styled'*
    ...    Create Instance    unlike    browser_of=styled    color_scheme=light

Bad Context Options Name What Is Wrong
    Run Keyword And Expect Error    invalid_params: argument 'viewport' must be an object with width and height*
    ...    Create Instance    bad    viewport={"w": 1}
    Run Keyword And Expect Error    invalid_params: argument 'geolocation': latitude must be a number from -90 to 90*
    ...    Create Instance    bad    geolocation={"latitude": 100, "longitude": 0}
    Run Keyword And Expect Error    invalid_params: argument 'locale' must be one locale on engine 'firefox'*
    ...    Create Instance    bad    locale=${{ ["de-DE", "fi-FI"] }}
    Run Keyword And Expect Error    invalid_params: argument 'locale' must be a language tag*
    ...    Create Instance    bad    locale=not a locale
    Run Keyword And Expect Error    invalid_params: argument 'record_har_content' needs 'record_har_path'
    ...    Create Instance    bad    record_har_content=omit

A Timezone Must Be One Firefox Knows
    Run Keyword And Expect Error    invalid_params: argument 'timezone_id': 'Mars/Olympus' is not in the IANA time zone database*
    ...    Create Instance    bad    timezone_id=Mars/Olympus
    Run Keyword And Expect Error    invalid_params: argument 'timezone_id': 'europe/helsinki' *(did you mean 'Europe/Helsinki'?)*
    ...    Create Instance    bad    timezone_id=europe/helsinki
    Create Instance    owner
    Run Keyword And Expect Error    invalid_params: argument 'timezone_id': the browser refuses 'US/Eastern'*America/New_York, not US/Eastern*
    ...    Create Instance    bad    browser_of=owner    timezone_id=US/Eastern
    Create Instance    offset    browser_of=owner    timezone_id=-03:00
    Open Test Page    index.html
    ${offset} =    Read Back    () => new Date(0).getTimezoneOffset()
    Should Be Equal    ${offset}    ${180}

Har Recording Writes The Traffic When The Instance Ends
    ${har} =    Set Variable    ${OUTPUT DIR}/atest-recorded.har
    Remove File    ${har}
    Create Instance    recorded    record_har_path=${har}
    Open Test Page    index.html
    Destroy Instance    recorded
    ${recorded} =    Evaluate    json.load(open($har))
    ${urls} =    Set Variable    ${{ [entry['request']['url'] for entry in $recorded['log']['entries']] }}
    Should Contain    ${urls}    ${URL}/index.html


*** Keywords ***
Read Back
    [Documentation]    What ``function`` returns in the page of the current (or given) instance.
    [Arguments]    ${function}    ${instance}=${None}
    ${result} =    Evaluate JavaScript    ${function}    instance=${instance}
    RETURN    ${result}[result]

Echo Of The Server
    [Documentation]    The request the fixture server received, as it echoes it.
    Navigate    ${URL}/__echo__
    ${text} =    Evaluate JavaScript    document.body.innerText
    RETURN    ${{ json.loads($text['result']) }}

Destroy Every Instance
    ${result} =    List Instances
    FOR    ${instance}    IN    @{result}[instances]
        Destroy Instance    ${instance}[instance]
    END
